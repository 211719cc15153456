package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// maxDriveActions bounds the passes of one resolve or goto.
const maxDriveActions = 10000

// act runs one action statement.
func (r *runner) act(st Action) error {
	at := st.Pos()
	switch st := st.(type) {
	case *PlayStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if r.g.Lost(p) {
			return r.actAfterLeaving(at, p)
		}
		// Like cast, play also finds a land its player may play from exile
		// (Chandra, Pyromaster's 0).
		cands := append(r.candidates(st.Ref, p, zone.Hand), r.candidates(st.Ref, p, zone.Exile)...)
		return r.tryEach(at, game.ActPlayLand, cands, st.Ref, "in "+st.Player+"'s hand or exile", func(id game.ObjectID) game.Action {
			return game.Action{Kind: game.ActPlayLand, Player: p, Object: id}
		})
	case *CastStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if r.g.Lost(p) {
			return r.actAfterLeaving(at, p)
		}
		// CR 702.50a: exactly the creatures listed are tapped for convoke.
		var convoke []game.ObjectID
		for _, ref := range st.Convoke {
			id, err := r.uniqueByZone(at, ref)
			if err != nil {
				return err
			}
			convoke = append(convoke, id)
		}
		sets, err := r.targetSets(at, st.Targets)
		if err != nil {
			return err
		}
		x := 0
		if st.X != nil {
			x = *st.X
		}
		// A card may also be cast from exile: one an effect lets its owner
		// play, or a copy being cast during a resolution.
		cands := append(r.candidates(st.Ref, p, zone.Hand), r.candidates(st.Ref, p, zone.Exile)...)
		if r.g.Pending().Kind == game.DecideCastCopy {
			cands = append(r.copiesOfAliased(st.Ref, p), cands...)
			// The copy waiting to be cast comes before the card it copies:
			// a refusal then gives the copy's reason (CR 706.12).
			slices.SortStableFunc(cands, func(a, b game.ObjectID) int {
				oa, _ := r.g.Object(a)
				ob, _ := r.g.Object(b)
				switch {
				case oa.Token && !ob.Token:
					return -1
				case ob.Token && !oa.Token:
					return 1
				}
				return 0
			})
		}
		build := func(id game.ObjectID, ts []game.Target) game.Action {
			return game.Action{Kind: game.ActCast, Player: p, Object: id, X: x, Convoke: convoke}.WithTargets(ts...)
		}
		ts, err := r.pickTargets(at, st.Targets, sets, cands, build)
		if err != nil {
			return err
		}
		return r.tryEach(at, game.ActCast, cands, st.Ref, "in "+st.Player+"'s hand", func(id game.ObjectID) game.Action { return build(id, ts) })
	case *ActivateStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if r.g.Lost(p) {
			return r.actAfterLeaving(at, p)
		}
		sets, err := r.targetSets(at, st.Targets)
		if err != nil {
			return err
		}
		x := 0
		if st.X != nil {
			x = *st.X
		}
		// Abilities that work from the graveyard (Vineweft) come after the
		// permanents.
		cands := append(r.candidates(st.Ref, p, zone.Battlefield), r.candidates(st.Ref, p, zone.Graveyard)...)
		// Other players' permanents are tried last, in seat order, so that
		// the engine says why they can't be activated (CR 602.2).
		for q := range r.g.NumPlayers() {
			if game.PlayerID(q) != p {
				cands = append(cands, r.candidates(st.Ref, game.PlayerID(q), zone.Battlefield)...)
			}
		}
		build := func(id game.ObjectID, ts []game.Target) game.Action {
			return game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: st.Index - 1, X: x}.WithTargets(ts...)
		}
		ts, err := r.pickTargets(at, st.Targets, sets, cands, build)
		if err != nil {
			return err
		}
		return r.tryEach(at, game.ActActivate, cands, st.Ref, "controlled by "+st.Player, func(id game.ObjectID) game.Action { return build(id, ts) })
	case *TapStmt:
		return r.tap(st)
	case *PassStmt:
		p := r.g.PriorityPlayer()
		if st.Player != "" {
			var err error
			if p, err = r.player(at, st.Player); err != nil {
				return err
			}
		}
		if p == game.NoPlayer && r.refusing {
			// "! pass" while a player owes another answer: the pass of
			// the player the game waits for, which the engine refuses.
			p = r.g.Pending().Player
		}
		if p == game.NoPlayer {
			return fail(at, nil, "nobody holds priority (pending: %s)", r.g.Pending().Kind)
		}
		a := game.Action{Kind: game.ActPass, Player: p}
		if st.Step {
			a.Choice = game.PassRestOfStep
		}
		return r.apply(at, a)
	case *ResolveStmt:
		return r.resolve(at)
	case *GotoStmt:
		return r.gotoStep(st)
	case *AttackStmt:
		return r.attack(st)
	case *BlockStmt:
		return r.block(st)
	case *DiscardStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		if r.forcedDiscard(p, st.Refs) {
			return nil
		}
		if d := r.g.Pending(); d.Kind == game.DecideDiscard && d.Player == p &&
			(len(st.Refs) > d.Count || r.refusing && len(st.Refs) < d.Count) {
			// The discard is of so many cards: to the hand size in the
			// cleanup step (CR 514.1), or as the effect says (608.2c).
			// On a "!" line a part of it is no answer either.
			rule := "608.2c"
			if r.g.Step() == game.Cleanup {
				rule = "514.1"
			}
			cards := "cards"
			if d.Count == 1 {
				cards = "card"
			}
			return notAnOption(at, rule, "%s discards %d %s, not %d", st.Player, d.Count, cards, len(st.Refs))
		}
		for _, ref := range st.Refs {
			err := r.tryEach(at, game.ActDiscard, r.candidates(ref, p, zone.Hand), ref, "in "+st.Player+"'s hand", func(id game.ObjectID) game.Action {
				return game.Action{Kind: game.ActDiscard, Player: p, Object: id}
			})
			if err != nil {
				return err
			}
		}
		return nil
	case *ConcedeStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		return r.apply(at, game.Action{Kind: game.ActConcede, Player: p})
	case *TargetStmt:
		p, err := r.player(at, st.Player)
		if err != nil {
			return err
		}
		sets, err := r.targetSets(at, st.Targets)
		if err != nil {
			return err
		}
		build := func(_ game.ObjectID, ts []game.Target) game.Action {
			return game.Action{Kind: game.ActChooseTargets, Player: p}.WithTargets(ts...)
		}
		ts, err := r.pickTargets(at, st.Targets, sets, []game.ObjectID{0}, build)
		if err != nil {
			return err
		}
		return r.apply(at, build(0, ts))
	case *ChooseStmt:
		searching := r.searchGoesOn(r.g.Pending())
		err := r.choose(st)
		if err == nil && searching && len(st.Options) > 0 && st.Options[0] != "no" {
			r.findAnswered = true // found some; the search may ask for more
		}
		return err
	case *MulliganStmt:
		return r.declare(at, st.Player, 1)
	case *KeepStmt:
		return r.declare(at, st.Player, 0)
	}
	return fail(at, nil, "unknown action %q", st.String())
}

// apply applies a through the engine, turning a refusal into a Failure
// that carries the engine's error.
func (r *runner) apply(at Pos, a game.Action) error {
	if err := r.g.Apply(a); err != nil {
		return fail(at, err, "the engine refused: %v", err)
	}
	return r.verifyCaches(at)
}

// verifyCaches checks that the engine's caches agree with a computation
// from scratch, with the listing of the next decision in them.
func (r *runner) verifyCaches(at Pos) error {
	_ = r.g.LegalActions(nil)
	if err := r.g.VerifyCaches(); err != nil {
		return fail(at, err, "engine caches: %v", err)
	}
	return nil
}

// saveEveryAction makes the runner go on before every action statement
// with the game saved and loaded again (a test of Save and Load: the
// rest of the script must pass on the loaded game), and check that
// Apply accepts every listed action there.
var saveEveryAction bool

// saveAndLoad replaces the game with a save of it loaded again, and
// fails if the two differ in state or in their legal actions.
func (r *runner) saveAndLoad(at Pos) error {
	var buf bytes.Buffer
	if err := r.g.Save(&buf); err != nil {
		return fail(at, err, "save: %v", err)
	}
	h, err := game.Load(&buf, r.cat)
	if err != nil {
		return fail(at, err, "load: %v", err)
	}
	if h.Fingerprint() != r.g.Fingerprint() {
		return fail(at, nil, "the loaded game differs from the saved one")
	}
	listed := r.g.LegalActions(nil)
	if !slices.EqualFunc(h.LegalActions(nil), listed, game.Action.Equal) {
		return fail(at, nil, "the loaded game lists other actions than the saved one")
	}
	// Every listed action is legal: Apply accepts it.
	for _, a := range listed {
		if err := r.g.Clone().Apply(a); err != nil {
			return fail(at, err, "the listed action %+v is refused: %v", a, err)
		}
	}
	r.g = h
	return nil
}

// concedeEveryAction makes the runner, before every action statement,
// try each player's concession on a copy of the game (a test of leaving
// at any decision, CR 104.3a, 800.4): the copy must keep its invariants,
// go on with a decision someone can answer (or end), accept every action
// it lists, and load from its own save.
var concedeEveryAction bool

// concedeEach checks the concession of each player still in the game on
// copies of the game.
func (r *runner) concedeEach(at Pos) (err error) {
	if r.g.Over() {
		return nil
	}
	for p := game.PlayerID(0); int(p) < r.g.NumPlayers(); p++ {
		if r.g.Lost(p) {
			continue
		}
		k := r.g.Clone()
		if err := func() (err error) {
			defer func() {
				if v := recover(); v != nil {
					err = fail(at, nil, "panic after player %d concedes at %v: %v", p, r.g.Pending(), v)
				}
			}()
			if err := k.Apply(game.Action{Kind: game.ActConcede, Player: p}); err != nil {
				return fail(at, err, "player %d can't concede: %v", p, err)
			}
			if err := k.CheckInvariants(); err != nil {
				return fail(at, err, "after player %d concedes at %v: %v", p, r.g.Pending(), err)
			}
			if k.Over() {
				return nil
			}
			listed := k.LegalActions(nil)
			if len(listed) == 0 {
				return fail(at, nil, "after player %d concedes at %v, %v has no legal answer", p, r.g.Pending(), k.Pending())
			}
			for _, a := range listed {
				if err := k.Clone().Apply(a); err != nil {
					return fail(at, err, "after player %d concedes, the listed action %+v is refused: %v", p, a, err)
				}
			}
			var buf bytes.Buffer
			if err := k.Save(&buf); err != nil {
				return fail(at, err, "after player %d concedes, save: %v", p, err)
			}
			l, err := game.Load(&buf, r.cat)
			if err != nil {
				return fail(at, err, "after player %d concedes, load: %v", p, err)
			}
			if l.Fingerprint() != k.Fingerprint() {
				return fail(at, nil, "after player %d concedes, the loaded game differs", p)
			}
			return nil
		}(); err != nil {
			return err
		}
	}
	return nil
}

// distinctChoice fails a choice by name that two permanents on the
// battlefield could answer: which one is chosen matters (the legend rule
// keeps one, a sacrifice loses one), so the name is ambiguous (use an
// alias). Permanents that can't be told apart (interchangeable: tokens
// made together, which no alias can name) count as one, and cards of one
// name in a library or in exile are alike to choose among: the first that
// can be chosen is.
func (r *runner) distinctChoice(at Pos, cands []game.ObjectID, ref string, build func(game.ObjectID) game.Action) error {
	if len(cands) < 2 || r.aliases[ref] != 0 {
		return nil
	}
	var kinds []game.ObjectID // one permanent of each kind that could be chosen
	for _, c := range cands {
		if o, ok := r.g.Object(c); !ok || o.Zone != zone.Battlefield || r.g.Clone().Apply(build(c)) != nil {
			continue
		}
		if !slices.ContainsFunc(kinds, func(k game.ObjectID) bool { return r.interchangeable(k, c) }) {
			kinds = append(kinds, c)
		}
	}
	if n := len(kinds); n > 1 {
		return fail(at, nil, "%q is ambiguous: %d permanents could be chosen (use an alias)", ref, n)
	}
	return nil
}

// absentCardRule is the rule an action of kind k breaks when the card it
// names is nowhere it could be used from: a land is played from its
// owner's hand (CR 305.1), a spell cast from where it is (601.2a), an
// ability activated from a permanent (602.2), a card discarded from a
// hand (701.8a), and an effect's choice is among what it names (608.2d).
func absentCardRule(k game.ActionKind) string {
	switch k {
	case game.ActPlayLand:
		return "305.1"
	case game.ActCast:
		return "601.2a"
	case game.ActActivate, game.ActActivateMana:
		return "602.2"
	case game.ActDiscard:
		return "701.8a"
	case game.ActChoose:
		return "608.2d"
	}
	return ""
}

// tryEach applies the action built for the first candidate the engine
// accepts (tried on a clone first), or reports the refusal of the first
// candidate the engine lists some action for (the copy being cast rather
// than the exiled card it copies), else of the first candidate. kind is
// the kind of action build makes.
func (r *runner) tryEach(at Pos, kind game.ActionKind, cands []game.ObjectID, ref, where string, build func(game.ObjectID) game.Action) error {
	if len(cands) == 0 {
		// Another player's object, or one in another zone: the engine
		// says why it can't be used (a "!" line expects that). A name
		// several objects share elsewhere means the first of them.
		id, err := r.uniqueByZone(at, ref)
		if err != nil {
			for _, o := range r.allObjects() {
				if r.matches(ref, o) {
					id, err = o, nil
					break
				}
			}
		}
		if err == nil {
			err := r.apply(at, build(id))
			var f *Failure
			if o, ok := r.g.Object(id); ok && errors.As(err, &f) && f.Err != nil {
				// The engine doesn't locate a card hidden from the player
				// (CR 402.3); the script's author may know where it is.
				f.Msg += fmt.Sprintf(" (%s is in %s's %s, not %s)", ref, r.g.PlayerName(o.Owner), o.Zone, where)
			}
			return err
		}
		if _, err := r.cat.Lookup(ref); err == nil && r.refusing {
			// A "!" line naming a card of the set that isn't in the
			// game: the action is refused as it would be for the card
			// anywhere else it can't be used from.
			return notAnOption(at, absentCardRule(kind), "no %q %s: it is not in the game", ref, where)
		}
		return fail(at, nil, "no %q %s%s", ref, where, r.nameHint(ref))
	}
	if len(cands) == 1 {
		return r.apply(at, build(cands[0]))
	}
	for _, c := range cands {
		if r.g.Clone().Apply(build(c)) == nil {
			return r.apply(at, build(c))
		}
	}
	for _, c := range cands {
		for _, a := range r.g.LegalActions(nil) {
			if a.Kind == kind && a.Object == c {
				return r.apply(at, build(c))
			}
		}
	}
	return r.apply(at, build(cands[0]))
}

// tap activates a mana ability of the first matching untapped permanent,
// choosing the ability (or colour) that makes the mana asked for.
func (r *runner) tap(st *TapStmt) error {
	at := st.At
	p, err := r.player(at, st.Player)
	if err != nil {
		return err
	}
	var want mana.Color = mana.NoMana
	if st.For != "" {
		c, ok := mana.ColorFromLetter(st.For[0])
		if !ok {
			return fail(at, nil, "bad mana %q", st.For)
		}
		want = c
	}
	var cands []game.ObjectID
	for _, id := range r.candidates(st.Ref, p, zone.Battlefield) {
		if o, _ := r.g.Object(id); !o.Tapped {
			cands = append(cands, id)
		}
	}
	if len(cands) == 0 {
		cands = r.candidates(st.Ref, p, zone.Battlefield)
	}
	if want != mana.NoMana && len(cands) > 0 {
		o, _ := r.g.Object(cands[0])
		if _, _, ok := manaAbilityFor(o.Card.Activated, want); !ok && !addedLandType(&o, want) {
			// No mana ability of it makes that mana: no action can ask
			// for it (Color 0 is white, and an ability without a choice
			// ignores it), and the engine could not accept it, so a `!`
			// line counts it as refused (CR 106.1).
			// A basic land type's ability makes one colour (CR 305.6);
			// another mana ability the mana its text says (605.1a, 106.1).
			return notAnOption(at, "605.1a, 305.6, 106.1", "%s has no mana ability that makes {%c}", st.Ref, want.Letter())
		}
	}
	// One colour per triggered mana ability (Verdant Haven), each a
	// base-5 digit of Choice, the first the lowest (Action.Choice).
	plus, weight := 0, 1
	for i := range st.Plus {
		c, _ := mana.ColorFromLetter(st.Plus[i])
		plus += int(c) * weight
		weight *= int(mana.NumColors)
	}
	err = r.tryEach(at, game.ActActivateMana, cands, st.Ref, "controlled by "+st.Player, func(id game.ObjectID) game.Action {
		o, _ := r.g.Object(id)
		idx, color, ok := manaAbilityFor(o.Card.Activated, want)
		if ok && addedLandType(&o, want) && !plainManaAbility(o.Card.Activated, idx) {
			// The mana can be had without the printed ability's price
			// (Caves of Koilos' damage, Sliver Hive's restriction): the
			// land type's ability is the one a player picks (CR 605.3).
			ok = false
		}
		if !ok && want == mana.NoMana {
			// No printed mana ability: a land type an effect added gives
			// one (Urborg, Tomb of Yawgmoth's Swamp on Evolving Wilds or
			// on itself, CR 305.6), the first of them in WUBRG order.
			if c, added := firstAddedLandColor(&o); added {
				idx, color = printedManaAbilities(o.Card.Activated), c
			}
		} else if !ok && addedLandType(&o, want) {
			// The mana ability of a land type an effect added comes after
			// the printed ones (CR 305.6).
			idx, color = printedManaAbilities(o.Card.Activated), want
		}
		return game.Action{Kind: game.ActActivateMana, Player: p, Object: id, Ability: idx, Color: color, Choice: plus}
	})
	var f *Failure
	var re *game.RuleError
	if st.Plus != "" && errors.As(err, &f) && errors.As(f.Err, &re) && re.Field == "Choice" {
		// Say it in the file's words, not the action's field.
		f.Msg = fmt.Sprintf("tap %s plus %s: name one colour for each ability that adds mana of its controller's choice as %s is tapped (a Verdant Haven's), and none without one (CR 605.1b)", st.Ref, st.Plus, st.Ref)
	}
	return err
}

// manaAbilityFor picks the index among mana abilities, and the colour
// to choose (0 when the ability offers no choice), that makes mana of
// type want (the first mana ability when want is NoMana); ok is false
// when none makes it.
func manaAbilityFor(as []ability.Activated, want mana.Color) (int, mana.Color, bool) {
	n := 0
	for i := range as {
		a := &as[i]
		if !a.IsManaAbility() {
			continue
		}
		for _, e := range a.Effects {
			if e.Op != ability.OpAddMana {
				continue
			}
			// The colour is named only when the ability offers a choice:
			// the engine refuses it otherwise.
			if want == mana.NoMana {
				return n, firstOf(e.ManaChoice), true
			}
			if e.ManaChoice.Has(want) {
				return n, want, true
			}
			if e.Mana.Amount(want) > 0 {
				return n, 0, true
			}
		}
		n++
	}
	if want == mana.NoMana {
		return 0, 0, false // no colour to name: the engine says what is missing
	}
	return 0, want, false
}

// plainManaAbility reports whether the idx-th mana ability of as costs
// only {T} and only adds mana anyone may spend: no damage, no
// restriction, no other cost.
func plainManaAbility(as []ability.Activated, idx int) bool {
	n := 0
	for i := range as {
		a := &as[i]
		if !a.IsManaAbility() {
			continue
		}
		if n == idx {
			if !a.Cost.Mana.IsEmpty() || a.Cost.Sacrifice != nil || a.Cost.SacrificeSelf || a.Cost.Life > 0 {
				return false
			}
			for _, e := range a.Effects {
				if e.Op != ability.OpAddMana || e.SpendOnlySubtype != "" {
					return false
				}
			}
			return true
		}
		n++
	}
	return false
}

func firstOf(s mana.ColorSet) mana.Color {
	for c := mana.Color(0); c < mana.NumTypes; c++ {
		if s.Has(c) {
			return c
		}
	}
	return 0
}

// choose answers the pending choice with the statement's options.
// chooseFound answers a search for any number of cards (Nissa,
// Worldwaker's -7) with the cards st lists, one at a time, and ends the
// search there when it may end (CR 701.17a: the cards found are those
// named).
func (r *runner) chooseFound(st *ChooseStmt, d game.Decision) error {
	for _, o := range st.Options {
		if now := r.g.Pending(); now.Kind != game.DecideSearch || r.g.Team(now.Player) != r.g.Team(d.Player) {
			return notAnOption(st.At, "701.17a", "%q: the search is over", o)
		}
		one := *st
		one.Options = []string{o}
		if err := r.choose(&one); err != nil {
			return err
		}
	}
	if now := r.g.Pending(); now.Kind != game.DecideSearch || r.g.Team(now.Player) != r.g.Team(d.Player) || st.Options[len(st.Options)-1] == "no" {
		return nil
	}
	done := game.Action{Kind: game.ActChoose, Player: r.g.Pending().Player}
	if slices.ContainsFunc(r.g.LegalActions(nil), func(a game.Action) bool { return a.Kind == done.Kind && a.Object == 0 && a.Choice == 0 }) {
		return r.apply(st.At, done)
	}
	return nil
}

func (r *runner) choose(st *ChooseStmt) error {
	kind := r.g.Pending().Kind
	err := r.chooseAnswer(st)
	if err == nil {
		return nil
	}
	return r.wrongKind(st, kind, err)
}

// chooseAnswer answers the pending decision with st's options.
func (r *runner) chooseAnswer(st *ChooseStmt) error {
	at := st.At
	p, err := r.player(at, st.Player)
	if err != nil {
		return err
	}
	d := r.g.Pending()
	if len(st.Options) == 1 && strings.EqualFold(st.Options[0], "yes") && (d.Kind == game.DecideCastFree || d.Kind == game.DecideCastCopy) {
		return r.castForYes(st.At, d, p)
	}
	if len(st.Options) == 1 && strings.EqualFold(st.Options[0], "none") && cardOrNothing(d.Kind) {
		// "none" chooses nothing, as it leaves a target unchosen.
		plain := *st
		plain.Options = []string{"no"}
		st = &plain
	}
	if d.Player != p && r.g.Team(d.Player) != r.g.Team(p) {
		// The engine says whose decision it is (a teammate answers team
		// decisions in Two-Headed Giant, CR 805.7).
		return r.apply(at, game.Action{Kind: game.ActChoose, Player: p})
	}
	switch d.Kind {
	case game.DecideCopyTargets:
		if len(st.Options) == 1 && (strings.EqualFold(st.Options[0], "no") || strings.EqualFold(st.Options[0], "none")) {
			// "You may choose new targets for the copy": no keeps the
			// original's (CR 706.10c).
			return r.keepCopyTargets(at, p)
		}
		if len(st.Options) == 1 && strings.EqualFold(st.Options[0], "yes") {
			return copyTargetsYesAlone(at)
		}
		// New targets for a copy (CR 706.10c): "choose" answers them as
		// "target" does.
		return r.exec(&TargetStmt{Node: st.Node, Player: st.Player, Targets: st.Options})
	case game.DecideColor:
		if len(st.Options) != 1 {
			return fail(at, nil, "answer one colour")
		}
		c, ok := colorChoice(st.Options[0])
		if strings.EqualFold(st.Options[0], "colorless") && r.g.Pending().Count > 0 {
			// The type of mana an effect adds may be colourless (CR
			// 106.1b); the game refuses it where the effect offers none.
			c, ok = mana.Colorless, true
		}
		if !ok {
			// Colorless and multicolored are not colours (CR 105.4);
			// the five are listed in 105.1.
			return notAnOption(at, "105.4, 105.1", "answer a colour: white, blue, black, red or green (or colorless, for mana that may be)")
		}
		return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: int(c)})
	case game.DecideYesNo:
		if len(st.Options) >= 1 && st.Options[0] != "yes" && st.Options[0] != "no" {
			// "You may search ... for an Aura card" (Heliod's Pilgrim),
			// asked as a yes/no first: a card named takes "yes" and then
			// finds it, as a "may" asked as a choice of a card does.
			if err := r.yesThenCard(st, p); err == nil {
				return nil
			}
		}
		if len(st.Options) != 1 || (st.Options[0] != "yes" && st.Options[0] != "no") {
			return notAnOption(at, "", "answer yes or no")
		}
		choice := 0
		if st.Options[0] == "yes" {
			choice = 1
		}
		return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: choice})
	case game.DecideTriggerOrder:
		// Listed in the order they go on the stack: each is put on next.
		// The engine puts the last one on by itself: a line that names it
		// too ends there, not in another player's order.
		team := r.g.Team(d.Player)
		// Every name must name a trigger, waiting or (the last one,
		// which the engine puts on) about to be on the stack, before any
		// is put on: a refused line changes nothing (CR 603.3b).
		for _, o := range st.Options {
			if !r.namesWaitingTrigger(o) && !r.stackedTrigger(o) {
				return notAnOption(at, "603.3b", "no pending triggered ability of %q", o)
			}
		}
		assigned, err := r.orderAssignment(at, st.Options, r.g.PendingTriggers(p))
		if err != nil {
			return err
		}
		for k, opt := range st.Options {
			d := r.g.Pending()
			if d.Kind != game.DecideTriggerOrder || r.g.Team(d.Player) != team {
				break
			}
			idx := -1
			for i, t := range r.g.PendingTriggers(p) {
				if assigned[k] != nil && t == *assigned[k] || assigned[k] == nil && r.namesTrigger(opt, t) {
					idx = i
					break
				}
			}
			if idx < 0 {
				return notAnOption(at, "603.3b", "no pending triggered ability of %q", opt)
			}
			if err := r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: idx}); err != nil {
				return err
			}
			if r.g.Pending().Kind == game.DecideTargets {
				// The next line chooses its targets; the rest of this
				// one goes on after them (continueOrder).
				if k+1 < len(st.Options) {
					// The rest must name triggers now (waiting, this
					// team's or the next one's, or the last one, put on
					// by the engine), so that a refused line is refused
					// as a whole (CR 603.3b).
					for _, o := range st.Options[k+1:] {
						if !r.namesWaitingTrigger(o) && !r.stackedTrigger(o) {
							return notAnOption(at, "603.3b", "no pending triggered ability of %q", o)
						}
					}
					rest := *st
					rest.Options = st.Options[k+1:]
					r.orderRest = &rest
				}
				return nil
			}
		}
		return nil
	case game.DecideDamageOrder:
		// The blockers in damage assignment order, first dealt damage
		// first. The last one is placed by the engine: a line that names
		// it too ends there, not in the next attacker's order.
		var left []game.ObjectID // the blockers not placed yet, after the last pick
		if n := len(r.g.LegalActions(nil)); r.refusing && len(st.Options) < n {
			// A line given as refused must be a whole order to be one:
			// an order names every blocker (CR 509.2). Elsewhere a
			// file may give it over several lines.
			return notAnOption(at, "509.2", "an order of %d blockers names them all, not %d", n, len(st.Options))
		}
		for i, opt := range st.Options {
			if now := r.g.Pending(); now.Kind != game.DecideDamageOrder || now.Count != d.Count {
				// The engine placed the last blocker: the line may name
				// it, and nothing more.
				if rest := st.Options[i:]; len(rest) > 1 || len(left) != 1 || !r.matches(rest[0], left[0]) {
					last := "none"
					if len(left) == 1 {
						last = r.name(left[0])
					}
					return notAnOption(at, "509.2", "%q: every blocker is ordered once; the last one left was %s", strings.Join(rest, "; "), last)
				}
				break
			}
			var pick game.ObjectID
			left = left[:0]
			for _, a := range r.g.LegalActions(nil) {
				if pick == 0 && r.matches(opt, a.Object) {
					pick = a.Object
				} else if a.Object != 0 {
					if a.Object != pick && r.matches(opt, a.Object) && !r.interchangeable(pick, a.Object) {
						// Two blockers of the name left: which is dealt
						// damage first matters (CR 509.2, 510.1c).
						return fail(at, nil, "%q is ambiguous: %s and %s are both left to order (use an alias)", opt, r.name(pick), r.name(a.Object))
					}
					left = append(left, a.Object)
				}
			}
			if pick == 0 {
				return notAnOption(at, "509.2", "%q is not a blocker left to order", opt)
			}
			if err := r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Object: pick}); err != nil {
				return err
			}
		}
		return nil
	case game.DecideRedirect:
		if len(st.Options) != 1 {
			return fail(at, nil, "choose a planeswalker or no")
		}
		if st.Options[0] == "no" {
			return r.apply(at, game.Action{Kind: game.ActChoose, Player: p})
		}
		// The planeswalkers offered decide a name two of them share.
		for _, a := range r.g.LegalActions(nil) {
			if a.Object != 0 && r.matches(st.Options[0], a.Object) {
				return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Object: a.Object})
			}
		}
		pw, err := r.uniqueByZone(at, st.Options[0])
		if err != nil {
			return err
		}
		return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Object: pw})
	case game.DecideStartingPlayer:
		if len(st.Options) != 1 {
			return fail(at, nil, "choose the player who takes the first turn")
		}
		starter, err := r.player(at, st.Options[0])
		if err != nil {
			return err
		}
		// A team goes first as a whole (CR 103.2a): either teammate's
		// name chooses it.
		starter = r.g.Team(starter)
		return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: int(starter)})
	case game.DecideBottom:
		if len(st.Options) != 1 || (st.Options[0] != "top" && st.Options[0] != "bottom") {
			return fail(at, nil, "answer top or bottom")
		}
		choice := 0
		if st.Options[0] == "bottom" {
			choice = 1
		}
		return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: choice})
	case game.DecideKeep, game.DecideSearch, game.DecidePick, game.DecideChooseCard, game.DecideCastCopy, game.DecideSacrifice, game.DecideTakeRevealed, game.DecideChoosePermanent:
		if len(st.Options) == 2 && d.Kind == game.DecideTakeRevealed {
			// An Aura put onto the battlefield names what it enchants
			// (CR 303.4f): `choose AURA; HOST`.
			return r.findAttacking(at, p, r.g.LegalActions(nil), st.Options[0], st.Options[1])
		}
		if len(st.Options) > 1 && d.Kind == game.DecideSearch {
			return r.chooseFound(st, d)
		}
		if len(st.Options) != 1 {
			// One card answers this question; several are no answer.
			return notAnOption(at, oneCardRule(d.Kind), "choose one")
		}
		if st.Options[0] == "no" && (d.Kind == game.DecideSearch || d.Kind == game.DecideCastCopy || d.Kind == game.DecideTakeRevealed || d.Kind == game.DecideChooseCard) {
			return r.apply(at, game.Action{Kind: game.ActChoose, Player: p})
		}
		if d.Kind == game.DecideCastCopy {
			// A copy in exile is cast as a spell is (CR 706.12): a card
			// or a player named here answers nothing.
			return notAnOption(at, "608.2d", "%s: cast the copy with \"%s cast NAME [-> TARGETS]\", or decline it with \"choose no\"; %q is not an answer", d.Kind, st.Player, st.Options[0])
		}
		z := zone.Battlefield
		switch d.Kind {
		case game.DecideSearch, game.DecidePick, game.DecideTakeRevealed:
			z = zone.Library
		case game.DecideChooseCard, game.DecideCastCopy:
			z = zone.Exile
		}
		cands := r.candidates(st.Options[0], p, z)
		if len(cands) == 0 && d.Kind == game.DecideChooseCard {
			cands = r.candidates(st.Options[0], p, zone.Battlefield) // a creature to enter as a copy of
		}
		if o := strings.ToLower(st.Options[0]); len(cands) == 0 && (o == "no" || o == "none") {
			// A choice the instructions make (Jace's +1: "put one of
			// them into your graveyard") can't be declined (CR 608.2c).
			return notAnOption(at, oneCardRule(d.Kind), "%s: a card must be chosen; %q is not an answer", d.Kind, st.Options[0])
		}
		build := func(id game.ObjectID) game.Action { return game.Action{Kind: game.ActChoose, Player: p, Object: id} }
		if err := r.distinctChoice(at, cands, st.Options[0], build); err != nil {
			return err
		}
		return r.tryEach(at, game.ActChoose, cands, st.Options[0], "to choose", build)
	}
	if ok, err := r.chooseMore(st, d, p); ok {
		return err
	}
	if !slices.ContainsFunc(st.Options, func(o string) bool { return r.stackedTriggers(o) < 2 }) {
		// An order of triggers that are all alike (the same ability of
		// the same source on the same event): the runner put them on the
		// stack, either order making the same game (CR 603.3b), and the
		// line names them there. A lone trigger had no order to choose.
		return nil
	}
	if !slices.ContainsFunc(r.g.LegalActions(nil), func(a game.Action) bool { return a.Kind == game.ActChoose }) {
		// Nothing to choose: the engine is asked all the same, so that
		// the refusal is its own (CR 116.1; a `!` line expects it).
		return r.apply(at, game.Action{Kind: game.ActChoose, Player: p})
	}
	return fail(at, nil, "nothing to choose: the pending decision is %s", d.Kind)
}

// declare answers a mulligan declaration (CR 103.4): choice 1 to take a
// mulligan, 0 to keep. While mulligans are declared the engine judges any
// player's declaration; otherwise there is nothing to declare.
func (r *runner) declare(at Pos, name string, choice int) error {
	p, err := r.player(at, name)
	if err != nil {
		return err
	}
	if r.g.Pending().Kind != game.DecideMulligan {
		return fail(at, nil, "no mulligan is being declared (pending: %s)", r.g.Pending().Kind)
	}
	return r.apply(at, game.Action{Kind: game.ActChoose, Player: p, Choice: choice})
}

// basicLandTypes are the basic land types by the colour of their mana
// (CR 305.6).
var basicLandTypes = map[mana.Color]string{mana.White: "Plains", mana.Blue: "Island", mana.Black: "Swamp", mana.Red: "Mountain", mana.Green: "Forest"}

// addedLandType reports whether the land o has the basic land type that
// makes mana of type want without its card printing it: an effect added
// it, and with it its mana ability.
func addedLandType(o *game.ObjectInfo, want mana.Color) bool {
	t, ok := basicLandTypes[want]
	return ok && !o.Card.HasSubtype(t) && slices.Contains(o.Subtypes, t)
}

// firstAddedLandColor returns the colour of the first basic land type,
// in WUBRG order, that an effect gave o and its card doesn't print.
func firstAddedLandColor(o *game.ObjectInfo) (mana.Color, bool) {
	for c := mana.White; c <= mana.Green; c++ {
		if addedLandType(o, c) {
			return c, true
		}
	}
	return mana.NoMana, false
}

// printedManaAbilities counts the mana abilities among as.
func printedManaAbilities(as []ability.Activated) int {
	n := 0
	for i := range as {
		if as[i].IsManaAbility() {
			n++
		}
	}
	return n
}

// keepCopyTargets answers a copy's new targets with the original's
// (CR 706.10c: the copy's controller may leave them as they are): the
// listed option whose targets are those of an activated ability on the
// stack. Two abilities with different targets leave the file to name
// them.
func (r *runner) keepCopyTargets(at Pos, p game.PlayerID) error {
	var keep []game.Action
	for _, o := range r.g.LegalActions(nil) {
		for _, e := range r.g.Stack() {
			if e.Kind != stack.ActivatedAbility || len(e.Targets) != o.NumTargets || !slices.Equal(e.Targets, o.Targets[:o.NumTargets]) {
				continue
			}
			if !slices.ContainsFunc(keep, o.Equal) {
				keep = append(keep, o)
			}
		}
	}
	if len(keep) != 1 {
		return fail(at, nil, "name the copy's targets: the original's can't be told (%d abilities on the stack fit)", len(keep))
	}
	a := keep[0]
	a.Player = p
	return r.apply(at, a)
}

// yesThenCard answers a pending yes/no with "yes" and the card choice it
// leads to with st's options, all or nothing: if "yes" leads to no choice
// of a card by p's team, or the options don't answer it, the game is as
// it was.
func (r *runner) yesThenCard(st *ChooseStmt, p game.PlayerID) error {
	orig, findAnswered := r.g, r.findAnswered
	r.g = orig.Clone() // tried on a copy: orig stays as it was
	if err := r.apply(st.At, game.Action{Kind: game.ActChoose, Player: p, Choice: 1}); err != nil {
		r.g = orig
		return err
	}
	d := r.g.Pending()
	switch d.Kind {
	case game.DecideSearch, game.DecidePick, game.DecideChooseCard, game.DecideTakeRevealed:
		if r.g.Team(d.Player) == r.g.Team(p) {
			if err := r.chooseAnswer(st); err == nil {
				return nil
			}
		}
	}
	r.g, r.findAnswered = orig, findAnswered
	return fail(st.At, nil, "no card choice follows yes")
}

// copiesOfAliased lists, for ref an alias of a card in exile, the copies
// of it p may cast now (Chandra, Pyromaster's −7, CR 706.12): the alias
// names the card, and a file casting it means its copies, which no alias
// can name.
func (r *runner) copiesOfAliased(ref string, p game.PlayerID) []game.ObjectID {
	a, ok := r.aliases[ref]
	if !ok {
		return nil
	}
	id, ok := r.g.Follow(a)
	if !ok {
		return nil
	}
	o, ok := r.g.Object(id)
	if !ok || o.Zone != zone.Exile || o.Card == nil {
		return nil
	}
	var out []game.ObjectID
	for _, c := range r.candidates(o.Card.Name, p, zone.Exile) {
		if x, _ := r.g.Object(c); x.Token && x.Card == o.Card {
			out = append(out, c)
		}
	}
	return out
}

// actAfterLeaving answers an action line of a player who has left the
// game, whose cards left with them (CR 800.4a): the engine refuses any
// action of theirs, and says why, as it does their pass.
func (r *runner) actAfterLeaving(at Pos, p game.PlayerID) error {
	return r.apply(at, game.Action{Kind: game.ActPass, Player: p})
}
