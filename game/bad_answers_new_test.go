package game_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Bad answers at decisions reached in the middle of a resolution or a
// step: each is refused with a *RuleError that wraps ErrIllegal (and the
// sentinel that applies), says what is wrong (the field, or the thing at
// fault), and changes nothing: neither the state (Fingerprint) nor the
// pending decision. The same answers are refused the same way by a game
// loaded from a save taken at the decision. Then a legal answer goes on.

// h481Bad is one bad answer: the sentinel it must wrap (nil: ErrIllegal
// only), and words of which the error must say one.
type h481Bad struct {
	name string
	a    game.Action
	is   error
	says []string
}

var h481Names = []string{"Alice", "Bob", "Carol", "Dave"}

// h481Apply applies a, turning a panic into an error the test reports.
func h481Apply(g *game.Game, a game.Action) (panicked any, err error) {
	defer func() {
		if r := recover(); r != nil {
			panicked = r
		}
	}()
	return nil, g.Apply(a)
}

// h481Refuse applies each bad answer to g and checks its refusal.
func h481Refuse(t *testing.T, g *game.Game, bad []h481Bad) {
	t.Helper()
	for _, c := range bad {
		fp, pend, nLegal := g.Fingerprint(), g.Pending(), len(g.LegalActions(nil))
		p, err := h481Apply(g, c.a)
		if p != nil {
			t.Errorf("%s: Apply(%+v) panicked: %v", c.name, c.a, p)
			continue
		}
		if err == nil {
			t.Errorf("%s: Apply(%+v) accepted at %+v", c.name, c.a, pend)
			return // the game moved on: the rest would test another state
		}
		var re *game.RuleError
		if !errors.As(err, &re) {
			t.Errorf("%s: %T %v is no *game.RuleError", c.name, err, err)
		}
		if !errors.Is(err, game.ErrIllegal) {
			t.Errorf("%s: %v does not wrap ErrIllegal", c.name, err)
		}
		if c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("%s: %v does not wrap %v", c.name, err, c.is)
		}
		said := false
		for _, w := range c.says {
			said = said || strings.Contains(strings.ToLower(err.Error()), strings.ToLower(w))
		}
		if !said {
			t.Errorf("%s: %q says none of %q", c.name, err, c.says)
		}
		if g.Fingerprint() != fp {
			t.Errorf("%s: refused (%v) but the state changed", c.name, err)
		}
		if g.Pending() != pend || len(g.LegalActions(nil)) != nLegal {
			t.Errorf("%s: refused (%v) but the decision changed: %+v, was %+v", c.name, err, g.Pending(), pend)
		}
	}
}

// h481Generic returns bad answers made from the legal answer base: the
// wrong players, kinds out of range and kinds that don't answer, and
// each field out of its range or set where unused.
func h481Generic(g *game.Game, base game.Action, used ...string) []h481Bad {
	uses := func(f string) bool {
		for _, u := range used {
			if u == f {
				return true
			}
		}
		return false
	}
	d := g.Pending()
	var bad []h481Bad
	with := func(name string, is error, says []string, f func(a *game.Action)) {
		a := base
		f(&a)
		bad = append(bad, h481Bad{name, a, is, says})
	}
	for p := 0; p < g.NumPlayers(); p++ {
		if game.PlayerID(p) == d.Player {
			continue
		}
		q := game.PlayerID(p)
		with("wrong player "+h481Names[p], game.ErrNotYourDecision, []string{h481Names[d.Player] + " must decide"}, func(a *game.Action) { a.Player = q })
	}
	for _, p := range []game.PlayerID{game.PlayerID(g.NumPlayers()), 7, -1, -128} {
		q := p
		with(fmt.Sprintf("player %d", p), game.ErrMalformed, []string{"Player"}, func(a *game.Action) { a.Player = q })
	}
	for _, k := range []game.ActionKind{0, 12, 255} {
		k := k
		with(fmt.Sprintf("kind %d", k), game.ErrMalformed, []string{"Kind"}, func(a *game.Action) { a.Kind = k })
	}
	for _, k := range []game.ActionKind{game.ActPass, game.ActPlayLand, game.ActCast, game.ActActivate, game.ActDiscard,
		game.ActDeclareAttackers, game.ActDeclareBlockers, game.ActChoose, game.ActChooseTargets} {
		if k == base.Kind || k == game.ActPass && d.Kind == game.DecidePriority {
			continue
		}
		k := k
		with("kind "+k.String(), game.ErrNotYourDecision, []string{k.String()}, func(a *game.Action) { a.Kind = k })
	}
	big := 1 << 40
	with("X -1", game.ErrMalformed, []string{"X"}, func(a *game.Action) { a.X = -1 })
	with("X huge", game.ErrMalformed, []string{"X"}, func(a *game.Action) { a.X = big })
	with("Ability -1", game.ErrMalformed, []string{"Ability"}, func(a *game.Action) { a.Ability = -1 })
	with("Ability 3", game.ErrMalformed, []string{"Ability"}, func(a *game.Action) { a.Ability = 3 })
	with("Color 200", game.ErrMalformed, []string{"Color"}, func(a *game.Action) { a.Color = mana.Color(200) })
	with("Choice -1", game.ErrMalformed, []string{"Choice"}, func(a *game.Action) { a.Choice = -1 })
	with("Choice huge", game.ErrMalformed, []string{"Choice"}, func(a *game.Action) { a.Choice = big })
	with("NumTargets -1", game.ErrMalformed, []string{"NumTargets"}, func(a *game.Action) { a.NumTargets = -1 })
	with("NumTargets huge", game.ErrMalformed, []string{"NumTargets"}, func(a *game.Action) { a.NumTargets = big })
	with("NumTargets 5", game.ErrMalformed, []string{"NumTargets"}, func(a *game.Action) { a.NumTargets = 5 })
	with("target beyond NumTargets", game.ErrMalformed, []string{"Targets[3]"}, func(a *game.Action) { a.Targets[3] = game.PlayerTarget(1) })
	with("Discard", game.ErrMalformed, []string{"Discard"}, func(a *game.Action) { a.Discard = 1 << 31 })
	with("Convoke", game.ErrMalformed, []string{"Convoke"}, func(a *game.Action) { a.Convoke = []game.ObjectID{1} })
	with("Convoke 0", game.ErrMalformed, []string{"Convoke"}, func(a *game.Action) { a.Convoke = []game.ObjectID{0} })
	with("Attackers", game.ErrMalformed, []string{"Attackers"}, func(a *game.Action) { a.Attackers = []game.Attack{{Attacker: 1, Player: 1}} })
	with("Blockers", game.ErrMalformed, []string{"Blockers"}, func(a *game.Action) { a.Blockers = []game.Block{{Blocker: 1, Attacker: 2}} })
	if uses("Object") {
		with("Object huge", nil, []string{"Object", "object"}, func(a *game.Action) { a.Object = ^game.ObjectID(0) })
	} else {
		with("Object set", game.ErrMalformed, []string{"Object"}, func(a *game.Action) { a.Object = 1 })
	}
	if !uses("Targets") {
		with("extra target", game.ErrMalformed, []string{"NumTargets"}, func(a *game.Action) {
			*a = a.WithTargets(game.PlayerTarget(1))
		})
		with("five targets", game.ErrMalformed, []string{"NumTargets"}, func(a *game.Action) {
			*a = a.WithTargets(game.PlayerTarget(0), game.PlayerTarget(1), game.PlayerTarget(0), game.PlayerTarget(1), game.PlayerTarget(0))
		})
	}
	return bad
}

// h481Reload saves g and loads the save, with the extra definitions in
// the catalog.
func h481Reload(t *testing.T, g *game.Game, extra ...*card.Definition) *game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	cat, err := card.NewCatalog(append(card.Default().All(), extra...)...)
	require.NoError(t, err)
	h, err := game.Load(&b, cat)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
	require.Equal(t, g.Pending(), h.Pending())
	return h
}

// h481Both refuses bad on g and on a game loaded from g's save.
func h481Both(t *testing.T, g *game.Game, bad []h481Bad, extra ...*card.Definition) {
	t.Helper()
	h := h481Reload(t, g, extra...)
	t.Run("live", func(t *testing.T) { h481Refuse(t, g, bad) })
	t.Run("loaded", func(t *testing.T) { h481Refuse(t, h, bad) })
}

// h481Listed returns the legal action of LegalActions matching f.
func h481Listed(t *testing.T, g *game.Game, f func(a game.Action) bool) game.Action {
	t.Helper()
	for _, a := range g.LegalActions(nil) {
		if f(a) {
			return a
		}
	}
	t.Fatalf("no such legal action among %+v", g.LegalActions(nil))
	return game.Action{}
}

// h481PassUntil has the deciding players pass until the pending decision
// is of kind k.
func h481PassUntil(t *testing.T, g *game.Game, k game.DecisionKind) {
	t.Helper()
	for i := 0; i < 30 && g.Pending().Kind != k; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, "%+v", g.Pending())
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, k, g.Pending().Kind)
}

// h481Nothing is a {0} instant that does next to nothing: casting it
// makes the ID of its card in hand stale (CR 400.7).
var h481Nothing = instant("Test H481 Trifle", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)})

// 1. "Each opponent sacrifices a creature" in a three-player game.
func h481EdictGame(t *testing.T) (g *game.Game, spell, ob, bobsBear, bobsLand, carols, carolsLand, alices game.ObjectID) {
	g, put := emptySeats(t, 3)
	spell = put(0, zone.Hand, edictStorm(ability.WhoEachOpponent))
	alices = put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	ob = put(1, zone.Battlefield, card.ObNixilisUnshackled)
	bobsBear = put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	bobsLand = put(1, zone.Battlefield, card.Swamp)
	carols = put(2, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	carolsLand = put(2, zone.Battlefield, card.Forest)
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAround(t, g, spell, 3)
	require.Equal(t, game.Decision{Kind: game.DecideSacrifice, Player: 1}, g.Pending())
	return
}

func TestH481EachOpponentSacrificesBadChoices(t *testing.T) {
	g, spell, ob, bobsBear, bobsLand, carols, carolsLand, alices := h481EdictGame(t)
	edict := edictStorm(ability.WhoEachOpponent)
	choose := func(p game.PlayerID, id game.ObjectID) game.Action {
		return game.Action{Kind: game.ActChoose, Player: p, Object: id}
	}
	// Bob chooses first.
	bob := choose(1, ob)
	bad := h481Generic(g, bob, "Object")
	bad = append(bad,
		h481Bad{"Bob names Carol's Bear", choose(1, carols), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Bob names Alice's Bear", choose(1, alices), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Bob names his land", choose(1, bobsLand), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Bob names the spell's stale hand ID", choose(1, spell), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Bob names nothing", choose(1, 0), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Carol answers for Bob", choose(2, carols), game.ErrNotYourDecision, []string{"Bob must decide"}},
		h481Bad{"Alice answers for Bob", choose(0, ob), game.ErrNotYourDecision, []string{"Bob must decide"}},
	)
	h481Both(t, g, bad, edict)
	require.NoError(t, g.Apply(bob))

	// Carol chooses second; Ob Nixilis is chosen, not yet sacrificed.
	require.Equal(t, game.Decision{Kind: game.DecideSacrifice, Player: 2}, g.Pending())
	carol := choose(2, carols)
	bad = h481Generic(g, carol, "Object")
	bad = append(bad,
		h481Bad{"Carol names Ob Nixilis, Bob's choice", choose(2, ob), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Carol names Bob's other Bear", choose(2, bobsBear), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Carol names her land", choose(2, carolsLand), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Carol names the stale hand ID", choose(2, spell), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Bob answers twice", choose(1, ob), game.ErrNotYourDecision, []string{"Carol must decide"}},
		h481Bad{"Bob answers twice, another creature", choose(1, bobsBear), game.ErrNotYourDecision, []string{"Carol must decide"}},
	)
	h481Both(t, g, bad, edict)
	require.NoError(t, g.Apply(carol))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, zone.Graveyard, zoneNow(t, g, ob))
	require.Equal(t, zone.Graveyard, zoneNow(t, g, carols))
	require.Equal(t, zone.Battlefield, zoneNow(t, g, bobsBear))
	require.NoError(t, g.CheckInvariants())
}

// 2. "Counter target spell unless its controller pays {3}": Alice's
// spell, Bob's counter; Alice, with no mana, is asked.
var h481Leak = instant("Test H481 Leak", []ability.TargetSpec{ability.TargetSpell},
	ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: mana.MustParseCost("{3}")})

func h481LeakGame(t *testing.T, lands int) (g *game.Game, trifle, leak, bobsIsland game.ObjectID) {
	g, put := emptyDuel(t, 1)
	trifle = put(0, zone.Hand, h481Nothing)
	leak = put(1, zone.Hand, h481Leak)
	for i := 0; i < lands; i++ {
		put(0, zone.Battlefield, card.Forest)
	}
	bobsIsland = put(1, zone.Battlefield, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, trifle))
	require.NoError(t, g.Pass(0))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Cast(1, leak, game.ObjectTarget(g.Stack()[0].Source)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.Decision{Kind: game.DecideYesNo, Player: 0}, g.Pending(), "the spell's controller decides")
	return
}

func TestH481CounterUnlessPaysBadAnswers(t *testing.T) {
	g, trifle, leak, bobsIsland := h481LeakGame(t, 0)
	no := game.Action{Kind: game.ActChoose, Player: 0, Choice: 0}
	yes := game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}
	bad := h481Generic(g, no, "Choice")
	bad = append(bad,
		h481Bad{"yes without the mana", yes, game.ErrCantPay, []string{"{3}"}},
		h481Bad{"the caster answers no", game.Action{Kind: game.ActChoose, Player: 1}, game.ErrNotYourDecision, []string{"Alice must decide"}},
		h481Bad{"the caster answers yes", game.Action{Kind: game.ActChoose, Player: 1, Choice: 1}, game.ErrNotYourDecision, []string{"Alice must decide"}},
		h481Bad{"Choice 2", game.Action{Kind: game.ActChoose, Player: 0, Choice: 2}, game.ErrMalformed, []string{"Choice"}},
		h481Bad{"an Object with the answer", game.Action{Kind: game.ActChoose, Player: 0, Choice: 1, Object: bobsIsland}, game.ErrMalformed, []string{"Object"}},
		h481Bad{"Alice taps Bob's Island", game.Action{Kind: game.ActActivateMana, Player: 0, Object: bobsIsland}, nil, []string{"Island", "Object"}},
		h481Bad{"Alice taps the stale card", game.Action{Kind: game.ActActivateMana, Player: 0, Object: trifle}, nil, []string{"Object", "object"}},
		h481Bad{"Bob taps his Island, not paying", game.Action{Kind: game.ActActivateMana, Player: 1, Object: bobsIsland}, game.ErrNotYourDecision, []string{"Alice must decide"}},
	)
	h481Both(t, g, bad, h481Nothing, h481Leak)
	require.NoError(t, g.Apply(no))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Zero(t, g.StackLen())
	require.Equal(t, 20, g.Life(0), "countered: no life gained")
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard)+g.ZoneLen(1, zone.Graveyard))
	_ = leak
	require.NoError(t, g.CheckInvariants())

	// With two Forests, yes still can't pay {3}: refused, nothing tapped.
	g, _, _, _ = h481LeakGame(t, 2)
	h481Both(t, g, []h481Bad{{"yes with two Forests for {3}", yes, game.ErrCantPay, []string{"{3}"}}}, h481Nothing, h481Leak)

	// With three Forests, yes pays.
	g, _, _, _ = h481LeakGame(t, 3)
	require.NoError(t, g.Apply(yes))
	resolveTriggers(t, g)
	require.Equal(t, 21, g.Life(0), "paid: it resolved")
}

// 3. Preeminent Captain attacks: Alice may put a Soldier card from her
// hand onto the battlefield tapped and attacking.
func TestH481SearchZonesAttackingBadAnswers(t *testing.T) {
	g, put := emptyDuel(t, 1)
	trifle := put(0, zone.Hand, h481Nothing)
	captain := put(0, zone.Battlefield, card.PreeminentCaptain)
	soldier := put(0, zone.Hand, card.PreeminentCaptain)
	bearInHand := put(0, zone.Hand, cardDef(t, "Runeclaw Bear"))
	inLibrary := put(0, zone.Library, card.PreeminentCaptain)
	inYard := put(0, zone.Graveyard, card.PreeminentCaptain)
	mine := put(0, zone.Battlefield, cardDef(t, "Chandra, Pyromaster"))
	ajani := put(1, zone.Battlefield, cardDef(t, "Ajani Steadfast"))
	bobsBear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	bobsSoldier := put(1, zone.Hand, card.PreeminentCaptain)
	put(1, zone.Library, card.Plains)
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, trifle)
	h481PassUntil(t, g, game.DecideAttackers)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: captain, Player: 1}}}))
	h481PassUntil(t, g, game.DecideFind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)

	find := func(id game.ObjectID, ts ...game.Target) game.Action {
		return game.Action{Kind: game.ActChoose, Player: 0, Object: id}.WithTargets(ts...)
	}
	legal := find(soldier, game.PlayerTarget(1))
	h481Listed(t, g, func(a game.Action) bool { return a.Equal(g.Canonical(legal)) })
	bad := h481Generic(g, legal, "Object", "Targets", "Choice")
	bad = append(bad,
		h481Bad{"attacks Alice herself", find(soldier, game.PlayerTarget(0)), game.ErrBadTarget, []string{"Targets"}},
		h481Bad{"attacks player 2 of a duel", find(soldier, game.PlayerTarget(2)), game.ErrMalformed, []string{"Targets[0].Player"}},
		h481Bad{"attacks Alice's own planeswalker", find(soldier, game.ObjectTarget(mine)), game.ErrBadTarget, []string{"Targets"}},
		h481Bad{"attacks Bob's creature", find(soldier, game.ObjectTarget(bobsBear)), game.ErrBadTarget, []string{"Targets"}},
		h481Bad{"attacks the stale ID", find(soldier, game.ObjectTarget(trifle)), game.ErrBadTarget, []string{"Targets"}},
		h481Bad{"attacks nothing", find(soldier), game.ErrBadTarget, []string{"Targets"}},
		h481Bad{"attacks object 0", find(soldier, game.ObjectTarget(0)), game.ErrBadTarget, []string{"Targets"}},
		h481Bad{"attacks two", find(soldier, game.PlayerTarget(1), game.ObjectTarget(ajani)), game.ErrBadTarget, []string{"Targets"}},
		h481Bad{"a target both player and object", func() game.Action {
			a := find(soldier, game.PlayerTarget(1))
			a.Targets[0].Object = uint32(ajani)
			return a
		}(), game.ErrMalformed, []string{"Targets[0]"}},
		h481Bad{"a Soldier in the library", find(inLibrary, game.PlayerTarget(1)), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"a Soldier in the graveyard", find(inYard, game.PlayerTarget(1)), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"a Bear, no Soldier", find(bearInHand, game.PlayerTarget(1)), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Bob's Soldier in his hand", find(bobsSoldier, game.PlayerTarget(1)), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"the attacking Captain itself", find(captain, game.PlayerTarget(1)), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"the stale card", find(trifle, game.PlayerTarget(1)), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"nothing, with a target", find(0, game.PlayerTarget(1)), nil, []string{"Targets"}},
		h481Bad{"Choice 1 with a card", func() game.Action { a := legal; a.Choice = 1; return a }(), nil, []string{"Choice"}},
		h481Bad{"Choice 1, a hand is no library", game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}, nil, []string{"Choice"}},
		h481Bad{"Choice 2", func() game.Action { a := legal; a.Choice = 2; return a }(), game.ErrMalformed, []string{"Choice"}},
		h481Bad{"Bob finds", func() game.Action { a := legal; a.Player = 1; return a }(), game.ErrNotYourDecision, []string{"Alice must decide"}},
	)
	h481Both(t, g, bad, h481Nothing)
	require.NoError(t, g.Apply(find(soldier, game.ObjectTarget(ajani))))
	now, ok := g.Follow(soldier)
	require.True(t, ok)
	o, _ := g.Object(now)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.True(t, o.Tapped)
	require.ElementsMatch(t, []game.ObjectID{captain, now}, g.Attackers())
	require.NoError(t, g.CheckInvariants())
}

// 4. Damage to Bob, who controls a planeswalker: Alice may redirect it.
var h481Word = instant("Test H481 Searing Word", []ability.TargetSpec{ability.TargetOpponent},
	ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Amount: ability.N(2)})

type h481RedirectSetup struct {
	g                                            *game.Game
	word, ajani, chandra, garruk, bobsBear, lili game.ObjectID
}

func h481RedirectGame(t *testing.T) h481RedirectSetup {
	g, put := emptySeats(t, 3)
	var s h481RedirectSetup
	s.g = g
	s.word = put(0, zone.Hand, h481Word)
	s.garruk = put(0, zone.Battlefield, cardDef(t, "Garruk, Apex Predator"))
	s.ajani = put(1, zone.Battlefield, cardDef(t, "Ajani Steadfast"))
	s.bobsBear = put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	s.lili = put(1, zone.Graveyard, cardDef(t, "Liliana Vess"))
	s.chandra = put(2, zone.Battlefield, cardDef(t, "Chandra, Pyromaster"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, s.word, game.PlayerTarget(1)))
	for p := 0; p < 3; p++ {
		require.NoError(t, g.Pass(game.PlayerID(p)))
	}
	require.Equal(t, game.Decision{Kind: game.DecideRedirect, Player: 0}, g.Pending())
	return s
}

// h481RedirectBad are the wrong planeswalkers and permanents, each
// said by the words given.
func h481RedirectBad(s h481RedirectSetup, says func(name string) []string) []h481Bad {
	to := func(id game.ObjectID) game.Action { return game.Action{Kind: game.ActChoose, Player: 0, Object: id} }
	return []h481Bad{
		{"Carol's planeswalker", to(s.chandra), game.ErrBadTarget, says("Chandra")},
		{"Alice's own planeswalker", to(s.garruk), game.ErrBadTarget, says("Garruk")},
		{"Bob's creature", to(s.bobsBear), game.ErrBadTarget, says("Runeclaw Bear")},
		{"Bob's planeswalker card in his graveyard", to(s.lili), game.ErrBadTarget, says("Liliana")},
		{"the stale spell ID", to(s.word), game.ErrBadTarget, says(fmt.Sprintf("object %d", s.word))},
		{"object 2^32-1", to(^game.ObjectID(0)), game.ErrBadTarget, says("object 4294967295")},
	}
}

// The refusals say what is wrong: the object named isn't a planeswalker
// the victim controls (the field and the object are checked at the end of
// the file).
func TestH481RedirectBadAnswers(t *testing.T) {
	s := h481RedirectGame(t)
	g := s.g
	legal := game.Action{Kind: game.ActChoose, Player: 0, Object: s.ajani}
	var bad []h481Bad
	for _, c := range h481Generic(g, legal, "Object") {
		if c.name != "Object huge" { // below
			bad = append(bad, c)
		}
	}
	bad = append(bad, h481RedirectBad(s, func(string) []string { return []string{"isn't a planeswalker Bob controls"} })...)
	bad = append(bad,
		h481Bad{"Bob, the victim, redirects", func() game.Action { a := legal; a.Player = 1; return a }(), game.ErrNotYourDecision, []string{"Alice must decide"}},
		h481Bad{"Carol redirects to her own", game.Action{Kind: game.ActChoose, Player: 2, Object: s.chandra}, game.ErrNotYourDecision, []string{"Alice must decide"}},
	)
	h481Both(t, g, bad, h481Word)
	require.NoError(t, g.Apply(legal))
	require.Equal(t, 20, g.Life(1))
	o, _ := g.Object(s.ajani)
	require.Equal(t, 2, o.Counter(game.Loyalty))
	require.NoError(t, g.CheckInvariants())
}

// 5. Aetherspouts: Alice attacks with her Bear and with Bob's Bear she
// controls; Bob casts Aetherspouts; Alice, the active player, places
// her own card first.
func TestH481TopOrBottomBadAnswers(t *testing.T) {
	g, put := emptyDuel(t, 1)
	mine := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	home := put(0, zone.Battlefield, cardDef(t, "Centaur Courser"))
	borrowed, err := g.Put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"), game.PutOptions{Controller: 0, SetController: true})
	require.NoError(t, err)
	bobsOwn := put(1, zone.Battlefield, cardDef(t, "Centaur Courser"))
	spouts := put(1, zone.Hand, card.Aetherspouts)
	for i := 0; i < 5; i++ {
		put(1, zone.Battlefield, card.Island)
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: mine, Player: 1}, {Attacker: borrowed, Player: 1}}}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, spouts))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.Decision{Kind: game.DecideTopOrBottom, Player: 0, Count: 1}, g.Pending())

	put2 := func(p game.PlayerID, id game.ObjectID, choice int) game.Action {
		return game.Action{Kind: game.ActChoose, Player: p, Object: id, Choice: choice}
	}
	legal := put2(0, mine, 1)
	bad := h481Generic(g, legal, "Object", "Choice")
	bad = append(bad,
		h481Bad{"Bob's attacking card, by Alice", put2(0, borrowed, 0), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Alice's creature not attacking", put2(0, home, 0), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Bob's creature not attacking", put2(0, bobsOwn, 1), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"the stale Aetherspouts ID", put2(0, spouts, 0), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"nothing", put2(0, 0, 0), game.ErrNotAllowed, []string{"Object"}},
		h481Bad{"Choice 2", put2(0, mine, 2), game.ErrMalformed, []string{"Choice"}},
		h481Bad{"Choice -1", put2(0, mine, -1), game.ErrMalformed, []string{"Choice"}},
		h481Bad{"Bob places his before Alice", put2(1, borrowed, 0), game.ErrNotYourDecision, []string{"Alice must decide"}},
		h481Bad{"Bob places Alice's", put2(1, mine, 0), game.ErrNotYourDecision, []string{"Alice must decide"}},
	)
	h481Both(t, g, bad)
	require.NoError(t, g.Apply(legal))

	// Bob places his own card now; Alice's is placed.
	require.Equal(t, game.Decision{Kind: game.DecideTopOrBottom, Player: 1, Count: 1}, g.Pending())
	bad = []h481Bad{
		{"Alice's card, placed already", put2(1, mine, 0), game.ErrNotAllowed, []string{"Object"}},
		{"Alice places again", put2(0, mine, 0), game.ErrNotYourDecision, []string{"Bob must decide"}},
		{"Choice 2", put2(1, borrowed, 2), game.ErrMalformed, []string{"Choice"}},
	}
	h481Both(t, g, bad)
	require.NoError(t, g.Apply(put2(1, borrowed, 0)))
	require.Equal(t, 1, g.ZoneLen(0, zone.Library))
	require.Equal(t, 1, g.ZoneLen(1, zone.Library))
	require.Empty(t, g.Attackers())
	require.NoError(t, g.CheckInvariants())
}

// 6a. Discard to hand size in the cleanup step.
func TestH481CleanupDiscardBadAnswers(t *testing.T) {
	g, put := emptyDuel(t, 1)
	var hand []game.ObjectID
	for i := 0; i < 8; i++ {
		hand = append(hand, put(0, zone.Hand, cardDef(t, "Runeclaw Bear")))
	}
	trifle := put(0, zone.Hand, h481Nothing)
	onField := put(0, zone.Battlefield, card.Forest)
	inYard := put(0, zone.Graveyard, cardDef(t, "Runeclaw Bear"))
	bobs := put(1, zone.Hand, cardDef(t, "Runeclaw Bear"))
	put(0, zone.Library, card.Forest)
	put(1, zone.Library, card.Forest)
	require.NoError(t, g.Start(3, 0, game.Main2))
	castAndPass(t, g, trifle)
	h481PassUntil(t, g, game.DecideDiscard)
	require.Equal(t, game.Decision{Kind: game.DecideDiscard, Player: 0, Count: 1}, g.Pending())

	discard := func(p game.PlayerID, id game.ObjectID) game.Action {
		return game.Action{Kind: game.ActDiscard, Player: p, Object: id}
	}
	legal := discard(0, hand[3])
	bad := h481Generic(g, legal, "Object")
	bad = append(bad,
		h481Bad{"Bob discards his card", discard(1, bobs), game.ErrNotYourDecision, []string{"Alice must decide"}},
		h481Bad{"Alice names Bob's card", discard(0, bobs), nil, []string{"Object"}},
		h481Bad{"Alice names her land", discard(0, onField), nil, []string{"Object", "Forest is not a card in Alice's hand"}},
		h481Bad{"Alice names a graveyard card", discard(0, inYard), nil, []string{"Object", "Runeclaw Bear is not a card in Alice's hand"}},
		h481Bad{"the stale ID of the cast card", discard(0, trifle), nil, []string{"Object"}},
		h481Bad{"nothing", discard(0, 0), nil, []string{"Object"}},
		h481Bad{"ActChoose", game.Action{Kind: game.ActChoose, Player: 0, Object: hand[0]}, game.ErrNotYourDecision, []string{"choose"}},
	)
	h481Both(t, g, bad, h481Nothing)
	require.NoError(t, g.Apply(legal))
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand))
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "Bob's turn goes on")
	require.NoError(t, g.CheckInvariants())
}

// 6b. The discard of Necromancer's Stockpile's cost ("Discard a creature
// card").
func TestH481DiscardCostBadAnswers(t *testing.T) {
	g, stockpile, land, bear := stockpileDuel(t)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: stockpile}))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	discard := func(p game.PlayerID, id game.ObjectID) game.Action {
		return game.Action{Kind: game.ActDiscard, Player: p, Object: id}
	}
	legal := discard(0, bear)
	bad := h481Generic(g, legal, "Object")
	bad = append(bad,
		h481Bad{"a land for a creature card", discard(0, land), game.ErrCantPay, []string{"Object"}},
		h481Bad{"the Stockpile itself", discard(0, stockpile), nil, []string{"Object", "Necromancer's Stockpile is not a card in Alice's hand"}},
		h481Bad{"nothing", discard(0, 0), nil, []string{"Object"}},
		h481Bad{"Bob pays Alice's cost", discard(1, bear), game.ErrNotYourDecision, []string{"Alice must decide"}},
	)
	h481Both(t, g, bad)
	require.NoError(t, g.Apply(legal))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 1, g.StackLen(), "the ability is on the stack")
	require.NoError(t, g.CheckInvariants())
}

// 6c. The order of two triggers of Alice's (two Midnight Guards see her
// Bear enter).
func TestH481TriggerOrderBadAnswers(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(0, zone.Battlefield, card.MidnightGuard)
	put(0, zone.Battlefield, card.MidnightGuard)
	put(0, zone.Battlefield, card.Forest)
	put(0, zone.Battlefield, card.Forest)
	bear := put(0, zone.Hand, card.RuneclawBear)
	put(0, zone.Library, card.Forest)
	put(1, zone.Library, card.Forest)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, bear))
	h481PassUntil(t, g, game.DecideTriggerOrder)
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 2}, g.Pending())
	order := func(p game.PlayerID, c int) game.Action {
		return game.Action{Kind: game.ActChoose, Player: p, Choice: c}
	}
	legal := order(0, 0)
	bad := h481Generic(g, legal, "Choice")
	bad = append(bad,
		h481Bad{"Choice 2 of 2", order(0, 2), game.ErrMalformed, []string{"Choice"}},
		h481Bad{"Choice 3", order(0, 3), game.ErrMalformed, []string{"Choice"}},
		h481Bad{"Bob orders", order(1, 0), game.ErrNotYourDecision, []string{"Alice must decide"}},
		h481Bad{"a trigger named by its source", game.Action{Kind: game.ActChoose, Player: 0, Object: bear}, game.ErrMalformed, []string{"Object"}},
	)
	h481Both(t, g, bad)
	require.NoError(t, g.Apply(legal))
	require.Equal(t, 2, g.StackLen(), "both on the stack")
	require.NoError(t, g.CheckInvariants())
}

// 6d. The target of Alice's trigger: "exile target creature an opponent
// controls until this leaves".
var h481Warden = card.Define(card.Definition{Name: "Test H481 Warden", ManaCost: mana.MustParseCost("{0}"), Types: card.Creature,
	Power: card.Fixed(1), Toughness: card.Fixed(1), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves}}}}})

func TestH481TriggerTargetBadAnswers(t *testing.T) {
	g, put := emptyDuel(t, 1)
	w := put(0, zone.Hand, h481Warden)
	mine := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	bear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	land := put(1, zone.Battlefield, card.Island)
	yard := put(1, zone.Graveyard, cardDef(t, "Runeclaw Bear"))
	inHand := put(1, zone.Hand, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Decision{Kind: game.DecideTargets, Player: 0}, g.Pending())
	onField, ok := g.Follow(w)
	require.True(t, ok)
	tg := func(p game.PlayerID, ts ...game.Target) game.Action {
		return game.Action{Kind: game.ActChooseTargets, Player: p}.WithTargets(ts...)
	}
	legal := tg(0, game.ObjectTarget(bear))
	bad := h481Generic(g, legal, "Targets")
	bad = append(bad,
		h481Bad{"Alice's own creature", tg(0, game.ObjectTarget(mine)), game.ErrBadTarget, []string{"Targets[0]", "Runeclaw Bear"}},
		h481Bad{"the Warden itself", tg(0, game.ObjectTarget(onField)), game.ErrBadTarget, []string{"Targets[0]", "Warden"}},
		h481Bad{"Bob's land", tg(0, game.ObjectTarget(land)), game.ErrBadTarget, []string{"Targets[0]", "Island"}},
		h481Bad{"a creature card in Bob's graveyard", tg(0, game.ObjectTarget(yard)), game.ErrBadTarget, []string{"Targets[0]", "Runeclaw Bear"}},
		h481Bad{"a creature card in Bob's hand", tg(0, game.ObjectTarget(inHand)), game.ErrBadTarget, []string{"Targets[0]", "object"}},
		h481Bad{"the stale hand ID of the Warden", tg(0, game.ObjectTarget(w)), game.ErrBadTarget, []string{"Targets[0]", "object"}},
		h481Bad{"Bob, a player", tg(0, game.PlayerTarget(1)), game.ErrBadTarget, []string{"Targets[0]", "target 1 of Test H481 Warden"}},
		h481Bad{"no target", tg(0), game.ErrBadTarget, []string{"target"}},
		h481Bad{"object 0", tg(0, game.ObjectTarget(0)), game.ErrBadTarget, []string{"Targets[0]", "target"}},
		h481Bad{"an extra target", tg(0, game.ObjectTarget(bear), game.ObjectTarget(bear)), game.ErrBadTarget, []string{"Targets", "target"}},
		h481Bad{"player 5", tg(0, game.PlayerTarget(5)), game.ErrMalformed, []string{"Targets[0].Player"}},
		h481Bad{"Bob chooses", tg(1, game.ObjectTarget(bear)), game.ErrNotYourDecision, []string{"Alice must decide"}},
	)
	h481Both(t, g, bad, h481Warden)
	require.NoError(t, g.Apply(legal))
	require.Equal(t, 1, g.StackLen())
	resolveTriggers(t, g)
	require.Equal(t, 1, g.ZoneLen(1, zone.Exile))
	require.NoError(t, g.CheckInvariants())
}

// Defects found, fixed: the test below failed before its fix.

// CR 306.7: at DecideRedirect, naming a planeswalker of another player
// (Carol's Chandra, Alice's own Garruk), a creature, a card in a
// graveyard, a stale ID or an ID of no object is refused with ErrBadTarget
// and changes nothing, and the error names its field (Object) and the
// object at fault. Before, every such error read the same words, with no
// field and no object.
func TestH481RedirectErrorNamesTheObject(t *testing.T) {
	s := h481RedirectGame(t)
	bad := h481RedirectBad(s, func(name string) []string { return []string{"Object: " + name} })
	h481Both(t, s.g, bad, h481Word)
	err := s.g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: s.chandra})
	var re *game.RuleError
	require.True(t, errors.As(err, &re))
	require.Equal(t, "Object", re.Field)
}
