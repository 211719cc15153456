package game

import (
	"strconv"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

var (
	_ [stack.MaxTargets - 4]struct{}
	_ [4 - stack.MaxTargets]struct{}
)

// One validation path. Apply checks every action here first, before any
// rule: the kind answers the pending decision, the player exists, every
// field the answer does not use is zero, and every field it uses is in
// its range. Only then do the rules (timing, costs, targets) look at it.
// The check reads the pending decision only, never lists options, so it
// costs a few comparisons.

// fieldSet is a set of the Action fields beyond Kind and Player.
type fieldSet uint16

const (
	useObject fieldSet = 1 << iota
	useAbility
	useX
	useColor
	useTargets
	useAttackers
	useBlockers
	useChoice
	useDiscard
	useConvoke
)

// answer is how one kind of action answers one kind of decision: the
// fields it uses, how many Choice values it takes (Choice is in
// 0..choices-1), and the method that performs it once it is valid.
type answer struct {
	fields  fieldSet
	choices int
	apply   func(*Game, Action) error
}

// manaAnswer is a mana activation while a player decides something that
// may cost them mana (activateManaWhileDeciding checks that it does): not
// an answer, the decision stays.
var manaAnswer = answer{fields: useObject | useAbility | useColor | useChoice, choices: bonusChoiceLimit, apply: (*Game).activateManaWhileDeciding}

// answerFor returns how an action of kind k answers d, or false when it
// does not. A new kind of decision is one more case here.
func answerFor(d *Decision, k ActionKind) (answer, bool) {
	switch d.Kind {
	case DecidePriority:
		switch k {
		case ActPass:
			// Choice PassRestOfStep also passes for the rest of the step.
			return answer{fields: useChoice, choices: 2, apply: (*Game).passAction}, true
		case ActPlayLand:
			return answer{fields: useObject, apply: (*Game).playLand}, true
		case ActCast:
			return answer{fields: useObject | useX | useTargets | useConvoke, apply: (*Game).cast}, true
		case ActActivate:
			return answer{fields: useObject | useAbility | useX | useTargets | useDiscard, apply: (*Game).activate}, true
		case ActActivateMana:
			return answer{fields: useObject | useAbility | useColor | useChoice, choices: bonusChoiceLimit, apply: (*Game).activateMana}, true
		}
	case DecideDiscard:
		return answer{fields: useObject, apply: (*Game).discardChosen}, k == ActDiscard
	case DecideAttackers:
		if k == ActActivateMana {
			return manaAnswer, true // CR 508.1i: to pay attack costs
		}
		return answer{fields: useAttackers, apply: (*Game).declareAttackers}, k == ActDeclareAttackers
	case DecideBlockers:
		if k == ActActivateMana {
			return manaAnswer, true // CR 509.1e: to pay block costs
		}
		return answer{fields: useBlockers, apply: (*Game).declareBlockers}, k == ActDeclareBlockers
	case DecideYesNo:
		if k == ActActivateMana {
			// CR 608.2f, only while the decision is a payment of mana.
			return manaAnswer, true
		}
		return answer{fields: useChoice, choices: 2, apply: (*Game).answerYesNo}, k == ActChoose
	case DecideColor:
		return answer{fields: useChoice, choices: int(mana.NumTypes), apply: (*Game).answerColor}, k == ActChoose
	case DecideTriggerOrder:
		return answer{fields: useChoice, choices: d.Count, apply: (*Game).answerTriggerOrder}, k == ActChoose
	case DecideTargets:
		return answer{fields: useTargets, apply: (*Game).answerTriggerTargets}, k == ActChooseTargets
	case DecideCopyTargets:
		return answer{fields: useTargets, apply: (*Game).answerCopyTargets}, k == ActChooseTargets
	case DecideSearch:
		return answer{fields: useObject, apply: (*Game).answerSearch}, k == ActChoose
	case DecideKeep:
		return answer{fields: useObject, apply: (*Game).answerKeep}, k == ActChoose
	case DecideRedirect:
		return answer{fields: useObject, apply: (*Game).answerRedirect}, k == ActChoose
	case DecideDamageOrder:
		return answer{fields: useObject, apply: (*Game).answerDamageOrder}, k == ActChoose
	case DecidePick:
		return answer{fields: useObject, apply: (*Game).answerPick}, k == ActChoose
	case DecideChooseCard:
		return answer{fields: useObject, apply: (*Game).answerChooseCard}, k == ActChoose
	case DecideStartingPlayer:
		// Choice is a player; answerStartingPlayer checks it against the
		// players of the game.
		return answer{fields: useChoice, choices: -1, apply: (*Game).answerStartingPlayer}, k == ActChoose
	case DecideMulligan:
		// Choice 0 or 1, checked by the answer to cite CR 103.4.
		return answer{fields: useChoice, choices: -1, apply: (*Game).answerMulligan}, k == ActChoose
	case DecideBottom:
		return answer{fields: useChoice, choices: -1, apply: (*Game).answerBottom}, k == ActChoose
	case DecideSacrifice:
		return answer{fields: useObject, apply: (*Game).answerSacrifice}, k == ActChoose
	case DecideTakeRevealed:
		return answer{fields: useObject | useTargets, apply: (*Game).answerTakeRevealed}, k == ActChoose
	case DecideUnless:
		return answer{fields: useObject | useChoice, choices: 2, apply: (*Game).answerUnless}, k == ActChoose
	case DecideName:
		return answer{fields: useChoice, choices: len(CardNames()), apply: (*Game).answerName}, k == ActChoose
	case DecideCreatureType:
		return answer{fields: useChoice, choices: len(ability.CreatureTypes), apply: (*Game).answerName}, k == ActChoose
	case DecideTopOrBottom:
		return answer{fields: useObject | useChoice, choices: 2, apply: (*Game).answerTopOrBottom}, k == ActChoose
	case DecideFind:
		return answer{fields: useObject | useTargets | useChoice, choices: 2, apply: (*Game).answerFind}, k == ActChoose
	case DecideHiddenCard:
		return answer{fields: useObject, apply: (*Game).answerHiddenCard}, k == ActChoose
	case DecideGuess:
		return answer{fields: useChoice, choices: 2, apply: (*Game).answerGuess}, k == ActChoose
	case DecideChoosePlayer:
		// Choice is a player; answerChoosePlayer checks it (CR 800.4f).
		return answer{fields: useChoice, choices: -1, apply: (*Game).answerChoosePlayer}, k == ActChoose
	case DecideDefendingPlayer:
		// Choice is a player; answerDefendingPlayer checks it (CR 810.7b).
		return answer{fields: useChoice, choices: -1, apply: (*Game).answerDefendingPlayer}, k == ActChoose
	case DecideCombatDamagePlayer:
		// Choice is a player; answerDamagePlayer checks it (CR 810.7f).
		return answer{fields: useChoice, choices: -1, apply: (*Game).answerDamagePlayer}, k == ActChoose
	case DecideCastFree:
		switch k {
		case ActChoose:
			return answer{apply: (*Game).declineCastFree}, true // Choice 0: decline
		case ActCast:
			return answer{fields: useObject | useX | useTargets, apply: (*Game).cast}, true
		}
	case DecideChoosePermanent:
		return answer{fields: useObject, apply: (*Game).answerChosen}, k == ActChoose
	case DecideCastCopy:
		switch k {
		case ActChoose:
			return answer{apply: (*Game).declineCopy}, true // Choice 0: decline
		case ActCast:
			// CR 706.12: cast without paying its mana cost; cast refuses
			// X other than 0 (CR 107.3b).
			return answer{fields: useObject | useX | useTargets, apply: (*Game).cast}, true
		}
	}
	return answer{}, false
}

// kindFields is every field kind k uses in any decision it answers: what
// a logged action (in a save's action log) may set, whatever the state.
// It is derived from answerFor, so a new decision needs nothing here.
func kindFields(k ActionKind) fieldSet {
	var f fieldSet
	for d := DecisionKind(0); int(d) < len(decisionNames); d++ {
		if ans, ok := answerFor(&Decision{Kind: d}, k); ok {
			f |= ans.fields
		}
	}
	return f
}

// bare reports whether a sets nothing beyond Kind and Player, as a pass
// does: the common case, valid for every answer, checked in a few
// instructions.
func (a *Action) bare() bool {
	return a.Object|a.Discard == 0 && a.Ability|a.X|a.Choice|a.NumTargets == 0 && a.Color == 0 &&
		len(a.Attackers)|len(a.Blockers)|len(a.Convoke) == 0 && a.noTargets()
}

// noTargets reports whether every entry of a.Targets is zero (spelled
// out: comparing the arrays calls a runtime function). The two arrays
// below fail to compile unless there are exactly four entries.
func (a *Action) noTargets() bool {
	t := &a.Targets
	return t[0].Player|t[1].Player|t[2].Player|t[3].Player == 0 &&
		t[0].Object|t[1].Object|t[2].Object|t[3].Object == 0
}

// checkKindAndPlayer checks the fields every action has: a known Kind and a
// Player who exists.
func checkKindAndPlayer(a *Action) error {
	if uint(a.Kind)-uint(ActPass) < uint(len(actionNames)-1) && uint(a.Player) < MaxPlayers {
		return nil
	}
	return kindOrPlayerError(a)
}

func kindOrPlayerError(a *Action) error {
	if a.Kind < ActPass || int(a.Kind) >= len(actionNames) {
		return malformed("Kind", "%d is not an action kind", a.Kind)
	}
	return malformed("Player", "%d is not a player index (0..%d)", a.Player, MaxPlayers-1)
}

// CheckShape checks what can be checked of a without a game: a known
// Kind, a player index in range, no field set that the kind never uses,
// and every field it uses in its range: X, Ability and Choice not
// negative, Color a type of mana, targets well formed (a player in range
// with Object 0, or an object with Player -1; nothing past NumTargets),
// declarations naming objects. It returns a *RuleError wrapping
// ErrMalformed that names the field. Load checks the actions of a save's
// action log with it; Apply checks as much and more against the pending
// decision.
func (a Action) CheckShape() error {
	if err := checkKindAndPlayer(&a); err != nil {
		return err
	}
	return checkFields(&a, kindFields(a.Kind), -1)
}

// checkFields checks that a sets no field outside use, and that the
// fields in use are in range: X and Ability not negative, Color a mana
// type, targets well formed, declarations naming objects, and Choice in
// 0..choices-1 (any value >= 0 when choices < 0).
func checkFields(a *Action, use fieldSet, choices int) error {
	if a.bare() {
		return nil // nothing beyond Kind and Player: valid for every answer
	}
	if use&useObject == 0 && a.Object != 0 {
		return unused("Object", a.Kind)
	}
	if use&useAbility == 0 && a.Ability != 0 {
		return unused("Ability", a.Kind)
	}
	if a.Ability < 0 {
		return malformed("Ability", "%d is negative", a.Ability)
	}
	if use&useX == 0 && a.X != 0 {
		return unused("X", a.Kind)
	}
	if a.X < 0 {
		// CR 107.1b: no player may choose a negative number.
		return alsoCite(refuseField(ErrMalformed, "X", "107.3", "X=%d: X is a number of 0 or more", a.X), "107.1b")
	}
	if a.Color >= mana.NumTypes {
		return malformed("Color", "%d is not a type of mana (0..%d: W, U, B, R, G, C)", a.Color, mana.NumTypes-1)
	}
	if use&useColor == 0 && a.Color != 0 {
		return unused("Color", a.Kind)
	}
	if use&useChoice == 0 && a.Choice != 0 {
		return unused("Choice", a.Kind)
	}
	if a.Choice < 0 || (choices >= 0 && use&useChoice != 0 && a.Choice >= choices) {
		switch {
		case a.Choice < 0:
			return malformed("Choice", "%d is negative: a choice is a number of 0 or more", a.Choice)
		case choices == 0:
			return malformed("Choice", "%d: there is nothing to choose from", a.Choice)
		}
		return malformed("Choice", "%d is out of range 0..%d", a.Choice, choices-1)
	}
	if use&useDiscard == 0 && a.Discard != 0 {
		return unused("Discard", a.Kind)
	}
	if err := checkTargetFields(a, use&useTargets != 0); err != nil {
		return err
	}
	if use&useAttackers == 0 && len(a.Attackers) != 0 {
		return unused("Attackers", a.Kind)
	}
	for i, at := range a.Attackers {
		switch {
		case at.Attacker == 0:
			return malformed(indexed("Attackers", i, ".Attacker"), "object 0 names no creature")
		case at.Planeswalker != 0 && at.Player != NoPlayer:
			return malformed(indexed("Attackers", i, ".Player"), "an attack on planeswalker %d names player %d too: set Player to NoPlayer", at.Planeswalker, at.Player)
		case at.Planeswalker == 0 && (at.Player < 0 || int(at.Player) >= MaxPlayers):
			return malformed(indexed("Attackers", i, ".Player"), "%d is not a player index (0..%d)", at.Player, MaxPlayers-1)
		}
	}
	if use&useConvoke == 0 && len(a.Convoke) != 0 {
		if a.Kind == ActCast {
			// A spell cast without paying its mana cost (CR 601.2f-h):
			// a creature tapped for convoke would pay for nothing.
			return refuseField(ErrNotAllowed, "Convoke", "702.50a", "a spell cast without paying its mana cost has no cost for convoke to pay")
		}
		return unused("Convoke", a.Kind)
	}
	for i, c := range a.Convoke {
		if c == 0 {
			return malformed(indexed("Convoke", i, ""), "object 0 names no creature")
		}
	}
	if use&useBlockers == 0 && len(a.Blockers) != 0 {
		return unused("Blockers", a.Kind)
	}
	for i, b := range a.Blockers {
		if b.Blocker == 0 {
			return malformed(indexed("Blockers", i, ".Blocker"), "object 0 names no creature")
		}
		if b.Attacker == 0 {
			return malformed(indexed("Blockers", i, ".Attacker"), "object 0 names no creature")
		}
	}
	return nil
}

// fieldsValid reports whether checkFields(a, use, choices) finds nothing
// wrong with a, an action with some field beyond Kind and Player set
// (validate has accepted bare ones already), without building any
// error: every such action a player applies takes
// this path, and the code that formats the messages, kept out of it,
// stays out of the instruction cache. TestFieldsValidAgrees holds the two
// to the same answers.
func fieldsValid(a *Action, use fieldSet, choices int) bool {
	if use&useObject == 0 && a.Object != 0 || use&useAbility == 0 && a.Ability != 0 || a.Ability < 0 ||
		use&useX == 0 && a.X != 0 || a.X < 0 ||
		a.Color >= mana.NumTypes || use&useColor == 0 && a.Color != 0 ||
		use&useChoice == 0 && a.Choice != 0 || a.Choice < 0 || choices >= 0 && use&useChoice != 0 && a.Choice >= choices ||
		use&useDiscard == 0 && a.Discard != 0 {
		return false
	}
	if a.NumTargets != 0 || !a.noTargets() {
		if a.NumTargets < 0 || a.NumTargets > len(a.Targets) || use&useTargets == 0 {
			return false
		}
		for i := range a.Targets {
			t := &a.Targets[i]
			if i >= a.NumTargets && *t != (Target{}) || i < a.NumTargets &&
				(t.Player >= 0 && t.Object != 0 || t.Player >= MaxPlayers || t.Player < -1) {
				return false
			}
		}
	}
	if use&useAttackers == 0 && len(a.Attackers) != 0 || use&useConvoke == 0 && len(a.Convoke) != 0 ||
		use&useBlockers == 0 && len(a.Blockers) != 0 {
		return false
	}
	for _, at := range a.Attackers {
		if at.Attacker == 0 || at.Planeswalker != 0 && at.Player != NoPlayer ||
			at.Planeswalker == 0 && (at.Player < 0 || int(at.Player) >= MaxPlayers) {
			return false
		}
	}
	for _, c := range a.Convoke {
		if c == 0 {
			return false
		}
	}
	for _, b := range a.Blockers {
		if b.Blocker == 0 || b.Attacker == 0 {
			return false
		}
	}
	return true
}

// checkTargetFields checks NumTargets and Targets: no targets unless
// used; at most stack.MaxTargets; each chosen target names a player in
// range (Object 0) or an object (Player -1; Object 0 for an "up to"
// target left unchosen); the entries past NumTargets are zero.
func checkTargetFields(a *Action, used bool) error {
	if a.NumTargets == 0 && a.noTargets() {
		return nil // the common case, checked at once
	}
	if a.NumTargets < 0 || a.NumTargets > len(a.Targets) {
		return malformed("NumTargets", "%d is out of range 0..%d", a.NumTargets, len(a.Targets))
	}
	if !used && a.NumTargets != 0 {
		return unused("NumTargets", a.Kind)
	}
	for i := range a.Targets {
		t := &a.Targets[i]
		switch {
		case i >= a.NumTargets:
			if *t != (Target{}) {
				return malformed(indexed("Targets", i, ""), "set beyond NumTargets %d", a.NumTargets)
			}
		case t.Player >= 0 && t.Object != 0:
			return malformed(indexed("Targets", i, ""), "names both player %d and object %d", t.Player, t.Object)
		case t.Player >= MaxPlayers:
			return malformed(indexed("Targets", i, ".Player"), "%d is not a player index (0..%d)", t.Player, MaxPlayers-1)
		case t.Player < -1:
			return malformed(indexed("Targets", i, ".Player"), "%d: an object target has Player -1", t.Player)
		}
	}
	return nil
}

// indexed names element i of a list field: indexed("Targets", 1,
// ".Player") is "Targets[1].Player". Only errors build these names.
func indexed(list string, i int, member string) string {
	return list + "[" + strconv.Itoa(i) + "]" + member
}

func unused(field string, k ActionKind) error {
	return malformed(field, "%s does not use it here: it must be zero", k)
}

// validate is the first check of Apply: a's Kind answers the pending
// decision d, its player is the one deciding, and its fields are those
// the answer uses, each in range. It returns how a answers d.
func (g *Game) validate(a *Action) (answer, error) {
	d := &g.pending
	if int(a.Player) >= len(g.players) {
		return answer{}, malformed("Player", "%d is not a player of this game (0..%d)", a.Player, len(g.players)-1)
	}
	if a.Player != d.Player && !g.mayAnswer(a.Player, *d) {
		if g.lateMulligan(*a) && a.Choice == 1 {
			// Not their decision, and the reason a player may look for.
			return answer{}, refuse(ErrNotYourDecision, "103.4", "%s kept their hand and can't take a mulligan now", g.playerName(a.Player))
		}
		if err := g.declarationNotAsked(a); err != nil {
			return answer{}, err
		}
		return answer{}, g.notYourDecision(a, d)
	}
	ans, ok := answerFor(d, a.Kind)
	if !ok {
		if err := g.declarationNotAsked(a); err != nil {
			return answer{}, err
		}
		return answer{}, g.notAnAnswer(a, d)
	}
	if a.bare() {
		return ans, nil
	}
	if !fieldsValid(a, ans.fields, ans.choices) {
		if err := checkFields(a, ans.fields, ans.choices); err != nil {
			return answer{}, err
		}
	}
	if err := g.checkPlayers(a); err != nil {
		return answer{}, err
	}
	return ans, nil
}

// checkPlayers checks that the players a's targets and attacks name are
// players of this game: checkFields knows only the most a game can have.
func (g *Game) checkPlayers(a *Action) error {
	n := PlayerID(len(g.players))
	for i := 0; i < a.NumTargets; i++ {
		if PlayerID(a.Targets[i].Player) >= n {
			return malformed(indexed("Targets", i, ".Player"), "%d is not a player of this game (0..%d)", a.Targets[i].Player, n-1)
		}
	}
	for i, at := range a.Attackers {
		if at.Player >= n {
			return malformed(indexed("Attackers", i, ".Player"), "%d is not a player of this game (0..%d)", at.Player, n-1)
		}
	}
	return nil
}

// declarationNotAsked explains an attack or block declaration made when
// unaskedDeclaration judges a declaration of attackers or blockers made in
// its step by a player who could declare but was not asked, no creature
// being able to attack or block (a cost to attack that can't be paid,
// CR 508.1h): the refusal a declaration would meet says why, where
// "none is asked" would not. It returns nil when the declaration would
// have been legal (it was made already, empty).
func (g *Game) unaskedDeclaration(a *Action) error {
	c := g.Clone()
	switch {
	case a.Kind == ActDeclareAttackers && a.Player == g.active && !g.combat.attacked:
		c.pending = Decision{Kind: DecideAttackers, Player: a.Player}
		return c.declareAttackers(*a)
	case a.Kind == ActDeclareBlockers && g.inGame(a.Player) && g.opponents(a.Player, g.active) && len(a.Blockers) > 0:
		c.pending = Decision{Kind: DecideBlockers, Player: a.Player}
		return c.declareBlockers(*a)
	}
	return nil
}

// none is asked: declarations are made once, as their step begins, and
// only when some creature could attack or block (CR 508.1, 509.1). Other
// actions get nil.
func (g *Game) declarationNotAsked(a *Action) error {
	var what, verb, step, rule string
	var at Step
	switch a.Kind {
	case ActDeclareAttackers:
		what, verb, step, rule, at = "attackers", "attack", "declare attackers", "508.1", DeclareAttackers
	case ActDeclareBlockers:
		what, verb, step, rule, at = "blockers", "block", "declare blockers", "509.1", DeclareBlockers
	default:
		return nil
	}
	if _, ok := answerFor(&g.pending, a.Kind); ok {
		if a.Kind == ActDeclareBlockers && g.validPlayer(a.Player) && !g.couldBlock(g.team(a.Player)) {
			// Asked of another player; a.Player never is, no creature of
			// theirs could block: say why the blocks are illegal.
			if err := g.unaskedDeclaration(a); err != nil {
				return alsoCite(err, "116.1")
			}
		}
		return nil // the declaration is asked, of another player
	}
	now := ""
	switch g.pending.Kind {
	case DecidePriority:
		now = g.playerName(g.pending.Player) + " has priority in the " + stepEN(g.step)
	case DecideNone:
		now = "nothing is asked"
	default:
		now = "the decision is " + g.playerName(g.pending.Player) + "'s " + g.pending.Kind.String()
	}
	why := "no declaration of " + what + " is asked now"
	if g.step == at {
		if err := g.unaskedDeclaration(a); err != nil {
			return alsoCite(err, "116.1") // and it was not asked
		}
		why = "the declaration of " + what + " was made already, or none was asked because no creature could " + verb
	}
	return alsoCite(refuse(ErrNotYourDecision, "116.1", "%s: %s are declared once, as the %s step begins; %s", why, what, step, now), rule)
}

// notYourDecision refuses an action of a player who doesn't decide now,
// citing with 116.1 the rules that say who acts: the active player
// declares attackers (CR 508.1a), defending players blockers, one after
// another in APNAP order in a free-for-all (509.1a, 802.4); a mana ability
// is activated with priority or while paying (605.3a, 116.1d); the player
// discarding chooses the card (701.8b), and in the cleanup step that is
// the active player (514.1); a trigger's controller chooses its targets
// and order (603.3d, 603.3b), a source's controller a redirection
// (306.7), a legends' controller the one kept (704.5k); teams have
// priority (805.5) and teammates don't act for each other (810.5); and a
// player who left the game does nothing in it (800.4a); players choose
// at once in APNAP order (101.4, 805.6), and declare mulligans and look
// at their top card in turn order (103.4, 805.3a).
func (g *Game) notYourDecision(a *Action, d *Decision) error {
	err := refuse(ErrNotYourDecision, "116.1", "%s must decide (%s), not %s", g.playerName(d.Player), d.Kind, g.playerName(a.Player))
	if !g.inGame(a.Player) {
		return alsoCite(err, "800.4a")
	}
	if g.twoHeaded() && g.team(a.Player) == g.team(d.Player) {
		alsoCite(err, "810.5") // teammates don't act for each other
	}
	switch a.Kind {
	case ActDeclareAttackers:
		alsoCite(err, "508.1a") // the active player chooses the attackers
		if g.twoHeaded() {
			alsoCite(err, "805.10b", "810.7c")
		}
	case ActDeclareBlockers:
		alsoCite(err, "509.1a") // the defending player chooses the blockers
		switch {
		case g.twoHeaded():
			alsoCite(err, "810.7d")
		case len(g.players) > 2 && d.Kind == DecideBlockers:
			alsoCite(err, "802.4")
		}
	case ActActivateMana:
		alsoCite(err, "605.3a", "116.1d")
	case ActDiscard:
		alsoCite(err, "701.8b")
		if g.step == Cleanup && d.Kind == DecideDiscard {
			alsoCite(err, "514.1") // the active player discards to hand size
		}
	}
	if g.twoHeaded() && d.Kind == DecidePriority && g.team(a.Player) != g.team(d.Player) {
		alsoCite(err, "805.5") // teams have priority
	}
	if g.res.active && d.Kind != DecidePriority {
		// A choice an effect offers is its player's, as it resolves
		// (CR 608.2d); a triggered ability's "may" or "unless" too
		// (603.5).
		alsoCite(err, "608.2d")
		if g.res.item.Kind == stack.TriggeredAbility && (d.Kind == DecideYesNo || d.Kind == DecideUnless) {
			alsoCite(err, "603.5")
		}
	}
	switch d.Kind {
	case DecideTargets:
		// Triggers are put on the stack, their targets chosen, in APNAP
		// order (CR 603.3b, 603.3d).
		alsoCite(err, "603.3d", "603.3b")
	case DecideTriggerOrder:
		alsoCite(err, "603.3b") // each player orders their own triggers
		if g.twoHeaded() {
			alsoCite(err, "805.7") // a team orders its triggers together
		}
	case DecideRedirect:
		alsoCite(err, "306.7") // the controller of the source redirects
	case DecideDamageOrder:
		alsoCite(err, "509.2") // the attacking player orders the blockers
		if g.twoHeaded() {
			alsoCite(err, "810.7e") // the active team does
		}
	case DecideKeep:
		// The controller of the legends keeps one (CR 704.5k); under
		// the uniqueness option of 704.5j likewise.
		alsoCite(err, "704.5k", "704.5j")
	case DecideTopOrBottom:
		if g.topOrBottomLeft(a.Player) > 0 {
			// The player chooses too, after the players before them
			// in APNAP order (CR 101.4; by team, 805.6).
			alsoCite(err, "101.4")
			if g.twoHeaded() {
				alsoCite(err, "805.6")
			}
		}
	case DecideMulligan, DecideBottom:
		// Mulligans are declared, and the top card looked at, in turn
		// order from the starting player (CR 103.4); by team in
		// Two-Headed Giant (805.3a, 103.4d).
		alsoCite(err, "103.4")
		if g.twoHeaded() {
			alsoCite(err, "805.3a", "103.4d")
		}
	}
	return err
}

// notAnAnswer refuses an action that doesn't answer the pending
// decision, citing with 116.1 the rule that says when such an action may
// be taken: a spell with priority (116.1a), an ability with priority
// (116.1b), a loyalty ability with priority and an empty stack (606.3).
func (g *Game) notAnAnswer(a *Action, d *Decision) error {
	err := refuse(ErrNotYourDecision, "116.1", "%s does not answer %s %s decision", a.Kind, article(d.Kind.String()), d.Kind)
	if g.step == Cleanup && (a.Kind == ActCast || a.Kind == ActActivate || a.Kind == ActPlayLand) {
		alsoCite(err, "514.3") // no priority in the cleanup step, normally
	}
	switch a.Kind {
	case ActChooseTargets:
		alsoCite(err, "603.3d") // a trigger's targets, as it is put on the stack
	case ActCast:
		alsoCite(err, "116.1a")
	case ActActivate:
		alsoCite(err, "116.1b")
		if s, ok := g.lookup(a.Object); ok && g.objects[s].zone == zone.Battlefield && g.types(s)&ability.Planeswalker != 0 {
			alsoCite(err, "606.3")
		}
	}
	return err
}
