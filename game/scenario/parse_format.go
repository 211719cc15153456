package scenario

import (
	"strconv"
	"strings"
)

// Format returns st in canonical scenario syntax, one line without a
// newline or comment. Parsing the result gives back an equal statement
// (apart from its position). Format(nil) is "".
func Format(st Statement) string {
	if st == nil {
		return ""
	}
	return st.String()
}

// String formats the whole script: the setup statements, a blank line
// (when both parts have statements), then the body, one statement per
// line, each line ending in a newline.
func (s *Script) String() string {
	if s == nil {
		return ""
	}
	var b strings.Builder
	for _, st := range s.Setup {
		b.WriteString(Format(st))
		b.WriteByte('\n')
	}
	if len(s.Setup) > 0 && len(s.Body) > 0 {
		b.WriteByte('\n')
	}
	for _, st := range s.Body {
		b.WriteString(Format(st))
		b.WriteByte('\n')
	}
	return b.String()
}

func itoa(n int) string { return strconv.Itoa(n) }

func join(items []string) string { return strings.Join(items, "; ") }

// withTargets appends " -> T; T" when there are targets and " x=N" when
// x is set.
func withTargets(s string, targets []string, x *int) string {
	if targets != nil {
		s += " -> " + join(targets)
	}
	if x != nil {
		s += " x=" + itoa(*x)
	}
	return s
}

// String formats the players statement.
func (s *PlayersStmt) String() string {
	return trimBlank("players " + strings.Join(s.Names, " "))
}

// String formats the seed statement.
func (s *SeedStmt) String() string { return "seed " + strconv.FormatUint(s.Seed, 10) }

// String formats the life statement.
func (s *LifeStmt) String() string { return "life " + s.Player + " " + itoa(s.Life) }

// String formats the start statement.
func (s *StartStmt) String() string {
	out := "start"
	if s.Player != "" {
		out += " " + s.Player
	}
	if s.Shuffled {
		out += " shuffled"
	}
	return out
}

// String formats the mulligan declaration.
func (s *MulliganStmt) String() string { return s.Player + " mulligan" }

// String formats the keep declaration.
func (s *KeepStmt) String() string { return s.Player + " keep" }

// String formats the decision expectation.
func (s *ExpectDecisionStmt) String() string {
	return "expect decision " + s.Player + " " + s.Kind
}

// String formats the turn statement.
func (s *TurnStmt) String() string {
	return "turn " + itoa(s.Turn) + " " + s.Player + " " + s.Step.String()
}

// String formats the rule statement.
func (s *RuleStmt) String() string { return "rule " + s.Name + "=" + s.Value }

// String formats the zone line.
func (s *ZoneStmt) String() string {
	items := make([]string, len(s.Items))
	for i, it := range s.Items {
		items[i] = it.String()
	}
	return trimBlank(s.Zone + " " + s.Player + ": " + join(items))
}

// String formats the item as "[Nx ]NAME[ [MOD, ...]]".
func (it Item) String() string {
	s := it.Name
	if it.Count > 1 {
		s = itoa(it.Count) + "x " + s
	}
	if mods := it.Mods.String(); mods != "" {
		s += " [" + mods + "]"
	}
	return s
}

// String formats the modifiers, comma-separated and in a fixed order, or
// "" when there are none.
func (m Mods) String() string {
	var mods []string
	if m.Alias != "" {
		mods = append(mods, "as="+m.Alias)
	}
	if m.Tapped {
		mods = append(mods, "tapped")
	}
	if m.Sick {
		mods = append(mods, "sick")
	}
	if m.Token {
		mods = append(mods, "token")
	}
	if m.Damage != nil {
		mods = append(mods, "damage="+itoa(*m.Damage))
	}
	for _, c := range m.Counters {
		mods = append(mods, "counter="+c.Kind+":"+itoa(c.N))
	}
	if m.Loyalty != nil {
		mods = append(mods, "loyalty="+itoa(*m.Loyalty))
	}
	if m.Attached != "" {
		mods = append(mods, "attached="+m.Attached)
	}
	if m.Controller != "" {
		mods = append(mods, "controller="+m.Controller)
	}
	if m.Chosen != "" {
		mods = append(mods, "chosen="+m.Chosen)
	}
	return strings.Join(mods, ", ")
}

// String formats the play action.
func (s *PlayStmt) String() string { return s.Player + " play " + s.Ref }

// String formats the cast action.
func (s *CastStmt) String() string {
	out := withTargets(s.Player+" cast "+s.Ref, s.Targets, s.X)
	if s.Convoke != nil {
		out += " convoke=" + strings.Join(s.Convoke, ",")
	}
	return out
}

// String formats the activate action; the ability index is written only
// when it is not 1.
func (s *ActivateStmt) String() string {
	ref := s.Ref
	if s.Index != 1 {
		ref += "#" + itoa(s.Index)
	}
	return withTargets(s.Player+" activate "+ref, s.Targets, s.X)
}

// String formats the tap action.
func (s *TapStmt) String() string {
	out := s.Player + " tap " + s.Ref
	if s.For != "" {
		out += " for " + s.For
	}
	if s.Plus != "" {
		out += " plus " + s.Plus
	}
	return out
}

// String formats the pass action.
func (s *PassStmt) String() string {
	out := "pass"
	if s.Player != "" {
		out = s.Player + " pass"
	}
	if s.Step {
		out += " step"
	}
	return out
}

// String formats the resolve action.
func (s *ResolveStmt) String() string { return "resolve" }

// String formats the goto action.
func (s *GotoStmt) String() string {
	out := "goto "
	if s.Turn != 0 {
		out += "turn " + itoa(s.Turn) + " "
	}
	if s.Player != "" {
		out += s.Player + " "
	}
	return out + s.Step.String()
}

// String formats the attack declaration.
func (s *AttackStmt) String() string {
	parts := make([]string, len(s.Attacks))
	for i, a := range s.Attacks {
		parts[i] = a.Attacker
		if a.Defender != "" {
			parts[i] += " -> " + a.Defender
		}
	}
	return trimBlank(s.Player + " attack " + join(parts))
}

// String formats the block declaration.
func (s *BlockStmt) String() string {
	parts := make([]string, len(s.Blocks))
	for i, b := range s.Blocks {
		parts[i] = b.Blocker + " -> " + b.Attacker
	}
	return trimBlank(s.Player + " block " + join(parts))
}

// String formats the target answer.
func (s *TargetStmt) String() string {
	return trimBlank(s.Player + " target " + join(s.Targets))
}

// String formats the choose answer.
func (s *ChooseStmt) String() string { return s.Player + " choose " + join(s.Options) }

// String formats the discard answer.
func (s *DiscardStmt) String() string { return s.Player + " discard " + join(s.Refs) }

// String formats the concession.
func (s *ConcedeStmt) String() string { return s.Player + " concede" }

// String formats the refusal as "! ACTION" or "!RULE ACTION".
func (s *RefuseStmt) String() string { return "!" + s.Rule + " " + Format(s.Action) }

// String formats the expectation.
func (s *ExpectLifeStmt) String() string {
	return "expect life " + s.Player + " " + itoa(s.Life)
}

// String formats the expectation; an empty list gives "expect ZONE PLAYER:".
func (s *ExpectZoneStmt) String() string {
	zone := s.Zone
	if s.Top {
		zone += " top"
	}
	return trimBlank("expect " + zone + " " + s.Player + ": " + join(s.Names))
}

// String formats the expectation.
func (s *ExpectCountStmt) String() string {
	return "expect " + s.Zone + " " + s.Player + " " + itoa(s.Count)
}

// String formats the expectation.
func (s *ExpectInZoneStmt) String() string { return "expect zone " + s.Ref + " " + s.Zone }

// String formats the expectation.
func (s *ExpectTappedStmt) String() string {
	if s.Tapped {
		return "expect tapped " + s.Ref
	}
	return "expect untapped " + s.Ref
}

// String formats the expectation.
func (s *ExpectPTStmt) String() string {
	return "expect pt " + s.Ref + " " + itoa(s.Power) + "/" + itoa(s.Toughness)
}

// String formats the expectation.
func (s *ExpectDamageStmt) String() string {
	return "expect damage " + s.Ref + " " + itoa(s.Damage)
}

// String formats the expectation.
func (s *ExpectLoyaltyStmt) String() string {
	return "expect loyalty " + s.Ref + " " + itoa(s.Loyalty)
}

// String formats the expectation.
func (s *ExpectCountersStmt) String() string {
	return "expect counters " + s.Ref + " " + s.Kind + " " + itoa(s.N)
}

// String formats the expectation.
func (s *ExpectAttachedStmt) String() string {
	to := s.To
	if to == "" {
		to = "none"
	}
	return "expect attached " + s.Ref + " -> " + to
}

// String formats the expectation.
func (s *ExpectCombatStmt) String() string {
	out := "expect " + s.Kind + " " + s.Ref
	if s.Other != "" {
		out += " -> " + s.Other
	}
	return out
}

// String formats the expectation.
func (s *ExpectListedStmt) String() string {
	if s.Listed {
		return "expect listed " + Format(s.Action)
	}
	return "expect unlisted " + Format(s.Action)
}

// String formats the expectation.
func (s *ExpectControllerStmt) String() string {
	return "expect controller " + s.Ref + " " + s.Player
}

// String formats the expectation.
func (s *ExpectKeywordStmt) String() string {
	if s.Has {
		return "expect has " + s.Ref + " " + s.Keyword
	}
	return "expect lacks " + s.Ref + " " + s.Keyword
}

// String formats the expectation.
func (s *ExpectPoolStmt) String() string {
	if s.Mana == "" {
		return "expect pool " + s.Player + " empty"
	}
	return "expect pool " + s.Player + " " + s.Mana
}

// String formats the expectation.
func (s *ExpectStackStmt) String() string {
	if s.Count != nil {
		return "expect stack " + itoa(*s.Count)
	}
	if len(s.Names) == 0 {
		return "expect stack empty"
	}
	return "expect stack: " + join(s.Names)
}

// String formats the expectation.
func (s *ExpectStepStmt) String() string {
	return "expect step " + s.Player + " " + s.Step.String()
}

// String formats the expectation.
func (s *ExpectTurnStmt) String() string { return "expect turn " + itoa(s.Turn) }

// String formats the expectation.
func (s *ExpectPriorityStmt) String() string { return "expect priority " + s.Player }

// String formats the expectation.
func (s *ExpectLostStmt) String() string { return "expect lost " + s.Player }

// String returns the statement as a script line.
func (s *ExpectLeftStmt) String() string { return "expect left " + s.Player }

// String formats the expectation.
func (s *ExpectWinnerStmt) String() string { return "expect winner " + s.Player }

// String formats the expectation.
func (s *ExpectPlayingStmt) String() string { return "expect playing" }

// String formats the expectation.
func (s *ExpectColorStmt) String() string {
	if len(s.Colors) == 0 {
		return "expect color " + s.Ref + " colorless"
	}
	return "expect color " + s.Ref + " " + strings.Join(s.Colors, " ")
}

// String formats the expectation.
func (s *ExpectTypesStmt) String() string {
	return "expect types " + s.Ref + " " + strings.Join(s.Types, " ")
}

// String formats the expectation.
func (s *ExpectSubtypesStmt) String() string {
	if len(s.Subtypes) == 0 {
		return "expect subtypes " + s.Ref + " none"
	}
	return "expect subtypes " + s.Ref + " " + strings.Join(s.Subtypes, " ")
}

// String formats the expectation; no names give "... OWNER:".
func (s *ExpectKnownStmt) String() string {
	return trimBlank("expect known " + s.Viewer + " " + s.Zone + " " + s.Owner + ": " + join(s.Names))
}

// String formats the expectation.
func (s *ExpectTokensStmt) String() string {
	return "expect tokens " + s.Player + " " + s.Name + " " + itoa(s.Count)
}
