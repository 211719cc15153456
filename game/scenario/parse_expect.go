package scenario

import (
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
)

// multiWordKeywords are the keyword abilities of more than one word that
// "expect has/lacks" recognises at the end of a line; "protection from"
// takes one more word, or "all colors".
var multiWordKeywords = []string{
	"double strike", "first strike", "cumulative upkeep", "split second", "aura swap",
	"level up", "totem armor", "battle cry", "living weapon", "hidden agenda",
}

// expectKeyword splits off the keyword of an expectation: a run of
// lower-case letters ending at a space, a ':' or the end of the line (so
// that "stack:" gives "stack"), or else the whole first word.
func expectKeyword(sp span) (kw, rest span) {
	i := 0
	for i < len(sp.s) && 'a' <= sp.s[i] && sp.s[i] <= 'z' {
		i++
	}
	if i > 0 && (i == len(sp.s) || sp.s[i] == ':' || isSpace(sp.s[i])) {
		return sp.sub(0, i), sp.sub(i, len(sp.s)).trim()
	}
	return sp.firstWord()
}

// expect parses the rest of an "expect ..." line.
func (p *parser) expect(w, sp span) Statement {
	n := p.node()
	kw, rest := expectKeyword(sp)
	switch kw.s {
	case "":
		p.errf(kw, "missing expectation after expect")
		return nil
	case "life":
		a := p.args(rest, "player", "life total")
		return &ExpectLifeStmt{Node: n, Player: p.player(a[0]), Life: p.num(a[1], -1<<31, true, "life total")}
	case ZoneLibrary, ZoneHand, ZoneBattlefield, ZoneGraveyard, ZoneExile:
		if who, names, found := rest.cut(":"); found {
			top := false
			if w, more := who.firstWord(); kw.s == ZoneLibrary && w.s == "top" && !more.empty() {
				top, who = true, more // "expect library top Alice: ..."
			}
			if pw, more := who.firstWord(); !more.empty() {
				p.errf(more, "unexpected %q before ':'", more.s)
			} else {
				p.player(pw)
			}
			if saysEmpty(names) && !top {
				names = names.sub(0, 0)
			}
			st := &ExpectZoneStmt{Node: n, Zone: kw.s, Player: who.s, Names: p.countedList(names, "card name"), Top: top}
			if top && len(st.Names) == 0 && !p.failed() {
				p.errf(names, "missing card name after 'library top %s:'", who.s)
			}
			return st
		}
		a := p.args(rest, "player", "count (or ': NAME; ...')")
		return &ExpectCountStmt{Node: n, Zone: kw.s, Player: p.player(a[0]), Count: p.num(a[1], 0, false, "count")}
	case "zone":
		ref, z := rest.lastWord()
		if !isZone(z.s) && z.s != ZoneStack {
			p.errf(z, "unknown zone %q", z.s)
		}
		return &ExpectInZoneStmt{Node: n, Ref: p.ref(ref, "card"), Zone: z.s}
	case "tapped", "untapped":
		return &ExpectTappedStmt{Node: n, Ref: p.ref(rest, "permanent"), Tapped: kw.s == "tapped"}
	case "pt":
		ref, pt := rest.lastWord()
		st := &ExpectPTStmt{Node: n, Ref: p.ref(ref, "permanent")}
		pow, tou, found := pt.cut("/")
		if !found {
			p.errf(pt, "power/toughness must be P/T")
		}
		st.Power = p.num(pow, -1<<31, true, "power")
		st.Toughness = p.num(tou, -1<<31, true, "toughness")
		return st
	case "damage":
		ref, d := rest.lastWord()
		return &ExpectDamageStmt{Node: n, Ref: p.ref(ref, "permanent"), Damage: p.num(d, 0, false, "damage")}
	case "loyalty":
		ref, l := rest.lastWord()
		return &ExpectLoyaltyStmt{Node: n, Ref: p.ref(ref, "permanent"), Loyalty: p.num(l, 0, false, "loyalty")}
	case "counters":
		ref, c := rest.lastWord()
		ref, kind := ref.lastWord()
		return &ExpectCountersStmt{Node: n, Ref: p.ref(ref, "permanent"), Kind: p.counterKind(kind), N: p.num(c, 0, false, "counter count")}
	case "attached":
		ref, to, found := rest.cut("->")
		st := &ExpectAttachedStmt{Node: n, Ref: p.ref(ref, "permanent")}
		if !found {
			p.errf(rest.end(), "missing '-> REF' (or '-> none')")
		} else if to.s != "none" {
			st.To = p.ref(to, "permanent or none")
		}
		return st
	case "attacking", "blocking":
		ref, other, found := rest.cut("->")
		st := &ExpectCombatStmt{Node: n, Kind: kw.s, Ref: p.ref(ref, "creature")}
		if found {
			what := "attacker"
			if kw.s == "attacking" {
				what = "player or planeswalker"
			}
			st.Other = p.ref(other, what)
		}
		return st
	case "blocked", "unblocked":
		return &ExpectCombatStmt{Node: n, Kind: kw.s, Ref: p.ref(rest, "attacking creature")}
	case "out":
		of, more := rest.firstWord()
		combat, ref := more.firstWord()
		if of.s != "of" || combat.s != "combat" || ref.empty() {
			p.errf(rest, "want 'out of combat REF'")
			return nil
		}
		return &ExpectCombatStmt{Node: n, Kind: "out of combat", Ref: p.ref(ref, "creature")}
	case "listed", "unlisted":
		if rest.empty() {
			p.errf(rest, "missing action after %s", kw.s)
			return nil
		}
		if w, more := rest.firstWord(); !p.isPlayer(w.s) || !actionVerbs[firstWordOf(more)] {
			if p.isPlayer(w.s) && !more.empty() {
				verb, _ := more.firstWord()
				p.errf(verb, "unknown action %q", verb.s)
				return nil
			}
			p.errf(rest, "only play, cast and activate lines can be %s", kw.s)
			return nil
		}
		inBody := p.inBody
		st := p.statement(rest, true)
		p.inBody = inBody // an expectation, not an action
		if p.failed() {
			return nil
		}
		switch st.(type) {
		case *PlayStmt, *CastStmt, *ActivateStmt:
			return &ExpectListedStmt{Node: n, Listed: kw.s == "listed", Action: st.(Action)}
		}
		p.errf(rest, "only play, cast and activate lines can be %s", kw.s)
		return nil
	case "controller":
		ref, pl := rest.lastWord()
		return &ExpectControllerStmt{Node: n, Ref: p.ref(ref, "permanent"), Player: p.player(pl)}
	case "has", "lacks":
		ref, key := splitKeyword(rest)
		return &ExpectKeywordStmt{Node: n, Ref: p.ref(ref, "permanent"), Keyword: p.keyword(key), Has: kw.s == "has"}
	case "pool":
		a := p.args(rest, "player", "mana (or empty)")
		st := &ExpectPoolStmt{Node: n, Player: p.player(a[0])}
		if a[1].s != "empty" && !a[1].empty() {
			// {N} is N colourless mana, as the cards of the time wrote
			// it ("Add {1}", Generator Servant's "Add {2}").
			mana, i := colourlessNumbers(a[1].s)
			if i >= 0 {
				p.errf(a[1].sub(i, i), "invalid mana %q (want {W}{U}{B}{R}{G}{C} symbols, {N} for N colourless from 1, or empty)", a[1].s)
			}
			st.Mana = mana
		}
		return st
	case "stack":
		st := &ExpectStackStmt{Node: n}
		switch {
		case strings.HasPrefix(rest.s, ":"):
			if names := rest.sub(1, len(rest.s)).trim(); !saysEmpty(names) {
				st.Names = p.list(names, "name")
			}
		case rest.s == "empty":
		case rest.empty():
			p.errf(rest, "missing ': NAME; ...', 'empty' or a count after stack")
		case rest.s[0] >= '0' && rest.s[0] <= '9':
			n := p.num(rest, 0, false, "number of objects on the stack")
			st.Count = &n
		default:
			p.errf(rest, "want 'stack: NAME; ...', 'stack empty' or 'stack N'")
		}
		return st
	case "step":
		a := p.args(rest, "player", "step")
		return &ExpectStepStmt{Node: n, Player: p.player(a[0]), Step: p.step(a[1])}
	case "turn":
		a := p.args(rest, "turn number")
		return &ExpectTurnStmt{Node: n, Turn: p.num(a[0], 1, false, "turn number")}
	case "priority", "lost", "winner", "left":
		a := p.args(rest, "player")
		pl := p.player(a[0])
		switch kw.s {
		case "priority":
			return &ExpectPriorityStmt{Node: n, Player: pl}
		case "lost":
			return &ExpectLostStmt{Node: n, Player: pl}
		case "left":
			return &ExpectLeftStmt{Node: n, Player: pl}
		}
		return &ExpectWinnerStmt{Node: n, Player: pl}
	case "playing":
		p.noMore(rest)
		return &ExpectPlayingStmt{Node: n}
	case "decision":
		a := p.args(rest, "player", "decision")
		st := &ExpectDecisionStmt{Node: n, Player: p.player(a[0])}
		if !p.failed() {
			if !validDecisionName(a[1].s) {
				p.errf(a[1], "invalid decision %q (lower-case words joined by '-')", a[1].s)
			} else if msg := decisionProblem(a[1].s); msg != "" {
				p.errf(a[1], "%s", msg)
			}
			st.Kind = a[1].s
		}
		return st
	case "color", "types", "subtypes":
		return p.expectCharacteristic(kw.s, rest, n)
	case "tokens":
		ws := rest.words()
		if len(ws) < 3 {
			p.errf(rest.end(), "want 'tokens PLAYER NAME N'")
			return nil
		}
		name := rest.sub(ws[1].off-rest.off, ws[len(ws)-1].off-rest.off).trim()
		return &ExpectTokensStmt{Node: n, Player: p.player(ws[0]), Name: name.s,
			Count: p.num(ws[len(ws)-1], 0, false, "token count")}
	case "known":
		who, names, found := rest.cut(":")
		ws := who.words()
		if !found || len(ws) != 3 {
			p.errf(rest.end(), "want 'known VIEWER hand|library OWNER: NAME; ...'")
			return nil
		}
		if ws[1].s != ZoneHand && ws[1].s != ZoneLibrary {
			p.errf(ws[1], "known cards are in a hand or a library, not %q", ws[1].s)
		}
		return &ExpectKnownStmt{Node: n, Viewer: p.player(ws[0]), Zone: ws[1].s, Owner: p.player(ws[2]),
			Names: p.countedList(names, "card name")}
	}
	p.errf(kw, "unknown expectation %q", kw.s)
	return nil
}

// expectCharacteristic parses "color REF C ...", "types REF TYPE ..." and
// "subtypes REF SUBTYPE ...". REF may have several words, so the values
// are the longest run of valid values at the end of the line: colour
// letters (or "colorless"), card type names (capitalised), or capitalised
// subtypes (or "none").
func (p *parser) expectCharacteristic(kw string, rest span, n Node) Statement {
	ws := rest.words()
	valid := func(w string) bool {
		switch kw {
		case "color":
			return w == "W" || w == "U" || w == "B" || w == "R" || w == "G"
		case "types":
			_, ok := ability.ParseType(w)
			return ok
		}
		return w != "" && 'A' <= w[0] && w[0] <= 'Z'
	}
	k := len(ws)
	switch {
	case len(ws) >= 2 && (kw == "color" && ws[len(ws)-1].s == "colorless" || kw == "subtypes" && ws[len(ws)-1].s == "none"):
		k = len(ws) - 1
	default:
		for k > 1 && valid(ws[k-1].s) {
			k--
		}
		// REF may end in capitalised words itself ("Sliver Hivelord",
		// "Goblin Rabblemaster"): the longest REF that is an alias or a
		// card's name wins, so that "subtypes Sliver Hivelord Sliver"
		// names the Hivelord, not a Sliver token.
		for j := len(ws) - 1; j > k; j-- {
			if p.knownRef(rest.sub(0, ws[j].off-rest.off).trim().s) {
				k = j
				break
			}
		}
	}
	if len(ws) >= 2 && k == len(ws) {
		want := map[string]string{"color": "W U B R G or colorless", "types": "card types as printed (Creature, Artifact)",
			"subtypes": "subtypes as printed (Bear, Sliver) or none"}[kw]
		last := ws[len(ws)-1]
		p.errf(last, "%q is not a %s value: want %s", last.s, kw, want)
		return nil
	}
	if len(ws) < 2 || k == len(ws) || k == 0 {
		p.errf(rest.end(), "want '%s REF VALUE ...'", kw)
		return nil
	}
	ref := p.ref(rest.sub(0, ws[k].off-rest.off).trim(), "object")
	var vals []string
	for _, w := range ws[k:] {
		if w.s != "colorless" && w.s != "none" {
			vals = append(vals, w.s)
		}
	}
	switch kw {
	case "color":
		return &ExpectColorStmt{Node: n, Ref: ref, Colors: vals}
	case "types":
		return &ExpectTypesStmt{Node: n, Ref: ref, Types: vals}
	}
	return &ExpectSubtypesStmt{Node: n, Ref: ref, Subtypes: vals}
}

// knownRef reports whether ref is an alias set so far or the name of a
// card of the default catalog.
func (p *parser) knownRef(ref string) bool {
	if p.aliases[ref] > 0 {
		return true
	}
	_, err := card.Default().Lookup(ref)
	return err == nil
}

// validDecisionName reports whether s is lower-case words joined by '-'.
func validDecisionName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'a' || c > 'z') && (c != '-' || i == 0 || i == len(s)-1 || s[i-1] == '-') {
			return false
		}
	}
	return s != ""
}

// splitKeyword splits "REF KEYWORD" where the keyword may be one of the
// multi-word keywords.
func splitKeyword(sp span) (ref, key span) {
	ws := sp.words()
	k := 1
	if len(ws) >= 3 {
		last2 := ws[len(ws)-2].s + " " + ws[len(ws)-1].s
		for _, m := range multiWordKeywords {
			if strings.EqualFold(last2, m) { // as printed: "First strike"
				k = 2
			}
		}
	}
	is := func(i int, w string) bool { return strings.EqualFold(ws[len(ws)-i].s, w) }
	if len(ws) >= 4 && is(3, "protection") && is(2, "from") {
		k = 3
	}
	if len(ws) >= 5 && is(4, "protection") && is(3, "from") && is(2, "all") {
		k = 4 // "protection from all colors"
	}
	if len(ws) < k {
		return sp, sp.end()
	}
	start := ws[len(ws)-k]
	return sp.sub(0, start.off-sp.off).trim(), sp.sub(start.off-sp.off, len(sp.s))
}

// keyword normalises a keyword's words to single spaces.
func (p *parser) keyword(sp span) string {
	if sp.empty() {
		p.errf(sp, "missing keyword")
		return ""
	}
	ws := sp.words()
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.s
		if i := strings.IndexAny(w.s, ";#[]"); i >= 0 {
			p.errf(w.sub(i, i+1), "unexpected %q in keyword", w.s[i])
		}
	}
	return strings.Join(out, " ")
}

// saysEmpty reports whether a list of names is the word "empty" or "none"
// alone (`expect hand Alice: empty`, `expect stack: none`): an empty list,
// as nothing after the colon is. No card or token has either name.
func saysEmpty(names span) bool {
	w := names.trim().s
	return strings.EqualFold(w, "empty") || strings.EqualFold(w, "none")
}
