package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, set number 28: the stack and casting. Counterspells of
// one's own with filters (an opponent's spell, a spell you don't
// control, a red or nonblue spell, a noncreature spell, "unless its
// controller pays"), with a second instruction about the countered
// spell's controller (last known information) and against spells that
// can't be countered; spells and abilities that target spells whose
// target leaves the stack; "when you cast this spell" and "whenever you
// cast" triggers with filters and with "if you've cast another spell
// this turn", counts of spells cast this turn (countered spells, spells
// cast with flash in another player's turn, copies cast from exile);
// convoke with X; abilities that resolve after their source left;
// priority and "its controller" in three- and four-player free-for-all
// and in Two-Headed Giant, and players who leave while their spells are
// on the stack (CR 800.4a); definitions Check refuses; and, at the end,
// definitions Check accepts that the engine misplays (skipped, each
// saying what is wrong).

// ---------------------------------------------------------------------
// Helpers

// h508Inst is a checked instant with the given targets and effects.
func h508Inst(t *testing.T, name, mc string, ts []ability.TargetSpec, es ...ability.Effect) *card.Definition {
	return instant(t, name, mc, ts, es...)
}

// h508Spell is one "target spell" spec with filter f.
func h508Spell(f ability.Filter) []ability.TargetSpec {
	return []ability.TargetSpec{{Allow: ability.AllowSpell, Filter: f}}
}

// h508Deny is "{U}{U} instant: Counter target spell." with filter f.
func h508Deny(t *testing.T, name string, f ability.Filter) *card.Definition {
	return h508Inst(t, name, "{U}{U}", h508Spell(f), ability.Effect{Op: ability.OpCounter, Target: 0})
}

// h508Bolt is "{R} instant: deals 2 damage to target creature or
// player."
func h508Bolt(t *testing.T) *card.Definition {
	return h508Inst(t, "Cinder Dart", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
}

// h508Ox is a vanilla {1}{G} 2/2 Ox.
func h508Ox(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Ox")
}

// h508Cast casts id for p and returns its ID on the stack: the topmost
// spell, below any ability its casting triggered.
func h508Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) game.ObjectID {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	for _, e := range g.Stack() {
		if e.Kind == stack.Spell {
			return e.Source
		}
	}
	t.Fatal("no spell on the stack")
	return 0
}

// h508PassTo passes priority in turn until player p holds it.
func h508PassTo(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 10 && g.Pending().Player != p; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, p, g.Pending().Player)
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
}

// h508YesNo answers p's pending yes/no with c (1 yes, 0 no).
func h508YesNo(t *testing.T, g *game.Game, p game.PlayerID, c int) {
	t.Helper()
	d := g.Pending()
	require.Equal(t, game.DecideYesNo, d.Kind, g.Prompt(game.English))
	require.Equal(t, p, d.Player)
	require.NoError(t, g.Apply(choose(p, c)))
}

// h508Ench is a checked enchantment with triggered abilities.
func h508Ench(t *testing.T, name, mc string, ts ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Triggered: ts})
}

var (
	h508Blue = mana.SetOf(mana.Blue)
	h508Red  = mana.SetOf(mana.Red)
)

// ---------------------------------------------------------------------
// Part 1. Counterspells with filters

// 1. Hostile Denial: "Counter target spell an opponent controls." Spurn
// the Alien: "Counter target spell you don't control." In Two-Headed
// Giant, Bob is Alice's teammate, no opponent (CR 102.3, 810.2): the
// Denial may target Carol's spell but not Bob's; the Spurn may target
// both (CR 114.1, 601.2c). Neither may target Alice's own spell.
func TestH508CounterSidesTwoHeaded(t *testing.T) {
	hostile := h508Deny(t, "Hostile Denial", ability.Filter{Side: ability.OpponentSide})
	spurn := h508Deny(t, "Spurn the Alien", ability.Filter{Side: ability.NotYourSide})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 2, card.Mountain, 1)
	hd := hand(t, g, 0, hostile)
	sp := hand(t, g, 0, spurn)
	ab := hand(t, g, 0, h508Bolt(t))
	bb := hand(t, g, 1, h508Bolt(t))
	cb := hand(t, g, 2, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	a := h508Cast(t, g, 0, ab, pl(2))
	b := h508Cast(t, g, 1, bb, pl(3))
	require.NoError(t, g.Pass(1))
	h508PassTo(t, g, 2)
	c := h508Cast(t, g, 2, cb, pl(0))
	require.NoError(t, g.Pass(2))
	h508PassTo(t, g, 0)
	require.True(t, offered(g, hd, obj(c)))
	require.False(t, offered(g, hd, obj(b)), "a teammate's spell")
	require.False(t, offered(g, hd, obj(a)), "her own spell")
	require.Error(t, g.Cast(0, hd, obj(b)))
	require.True(t, offered(g, sp, obj(c)))
	require.True(t, offered(g, sp, obj(b)))
	require.False(t, offered(g, sp, obj(a)))
	h508Cast(t, g, 0, sp, obj(b))
	require.NoError(t, g.Cast(0, hd, obj(c)))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Countered(g, b))
	require.True(t, h489Countered(g, c))
	require.False(t, h489Countered(g, a))
	require.Equal(t, 30, g.Life(0), "Carol's Dart countered")
	require.Equal(t, 28, g.Life(2), "Alice's Dart resolved; Bob's countered")
}

// 2. Ember Veto: "Counter target red spell." Calm Veto: "Counter target
// nonblue spell." A hybrid {R/G} spell is red and green (CR 105.2,
// 202.2): both may target it. A colourless artifact spell is not red
// (CR 105.2c) but is nonblue: only the Calm Veto may. A blue spell: only
// the Ember Veto, if it is also red ({U/R}). The filter reads the spell's
// colours (CR 114.1, 608.2h).
func TestH508ColourFilteredCounters(t *testing.T) {
	ember := h508Deny(t, "Ember Veto", ability.Filter{Colors: h508Red})
	calm := h508Deny(t, "Calm Veto", ability.Filter{NotColors: h508Blue})
	hybrid := creature(t, "Ashgrove Ox", "{R/G}", 1, 1, 0, "Ox")
	urHybrid := creature(t, "Steamfin Ox", "{U/R}", 1, 1, 0, "Ox")
	relic := def(t, card.Definition{Name: "Plain Relic", ManaCost: cost("{1}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 1, card.Island, 4)
	h := hand(t, g, 0, hybrid)
	u := hand(t, g, 0, urHybrid)
	r := hand(t, g, 0, relic)
	e := hand(t, g, 1, ember)
	c := hand(t, g, 1, calm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// Sorcery-speed spells one at a time: cast, let Bob look, resolve.
	hs := h508Cast(t, g, 0, h)
	require.NoError(t, g.Pass(0))
	require.True(t, offered(g, e, obj(hs)))
	require.True(t, offered(g, c, obj(hs)))
	resolve(t, g, nil)
	us := h508Cast(t, g, 0, u)
	require.NoError(t, g.Pass(0))
	require.True(t, offered(g, e, obj(us)), "blue and red")
	require.False(t, offered(g, c, obj(us)), "blue")
	resolve(t, g, nil)
	rs := h508Cast(t, g, 0, r)
	require.NoError(t, g.Pass(0))
	require.False(t, offered(g, e, obj(rs)), "colourless")
	require.True(t, offered(g, c, obj(rs)))
	require.Error(t, g.Cast(1, e, obj(rs)))
	h508Cast(t, g, 1, c, obj(rs))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, rs))
}

// 3. Quell Artifice: "Counter target noncreature spell." An artifact
// creature spell has both card types (CR 205.2b): it is a creature spell,
// not a legal target; a plain artifact spell is (CR 114.1, 601.2c).
func TestH508NoncreatureExcludesArtifactCreature(t *testing.T) {
	quell := h508Deny(t, "Quell Artifice", ability.Filter{SpellNotTypes: ability.Creature})
	golem := def(t, card.Definition{Name: "Brass Golem", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(2), Toughness: C(2)})
	relic := def(t, card.Definition{Name: "Plain Relic", ManaCost: cost("{1}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 1, card.Island, 2)
	gh := hand(t, g, 0, golem)
	rh := hand(t, g, 0, relic)
	q := hand(t, g, 1, quell)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h508Cast(t, g, 0, gh)
	require.NoError(t, g.Pass(0))
	require.False(t, offered(g, q, obj(gs)))
	require.Error(t, g.Cast(1, q, obj(gs)))
	resolve(t, g, nil)
	rs := h508Cast(t, g, 0, rh)
	require.NoError(t, g.Pass(0))
	h508Cast(t, g, 1, q, obj(rs))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, gs))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, rs))
}

// ---------------------------------------------------------------------
// Part 2. Counterspells with more to say, and spells that can't be
// countered

// h508Unyielding is "{2}{G} 3/3 Beast. This spell can't be countered."
func h508Unyielding(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Unyielding Beast", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Beast"},
		Power: C(3), Toughness: C(3), Restrictions: ability.CantBeCountered})
}

// h508Rebuke is "{1}{U}{U} instant": with first, "Target spell's
// controller loses 2 life. Counter that spell."; else "Counter target
// spell. Its controller loses 2 life."
func h508Rebuke(t *testing.T, first bool) *card.Definition {
	c := ability.Effect{Op: ability.OpCounter, Target: 0}
	l := ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)}
	if first {
		return h508Inst(t, "Bitter Rebuke", "{1}{U}{U}", h508Spell(ability.Filter{}), l, c)
	}
	return h508Inst(t, "Stern Rebuke", "{1}{U}{U}", h508Spell(ability.Filter{}), c, l)
}

// h508RebukeGame plays Bob's spell (the Dart at Alice, or the Unyielding
// Beast) and Alice's rebuke at it; it returns the game and the spell's
// ID on the stack, with the events of the resolution kept.
func h508RebukeGame(t *testing.T, rebuke *card.Definition, beast bool) (*game.Game, game.ObjectID) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 1, card.Forest, 3)
	rb := hand(t, g, 0, rebuke)
	var s game.ObjectID
	if beast {
		sp := hand(t, g, 1, h508Unyielding(t))
		require.NoError(t, g.Start(2, 1, game.Main1))
		s = h508Cast(t, g, 1, sp)
	} else {
		sp := hand(t, g, 1, h508Bolt(t))
		require.NoError(t, g.Start(2, 1, game.Main1))
		s = h508Cast(t, g, 1, sp, pl(0))
	}
	require.NoError(t, g.Pass(1))
	h508Cast(t, g, 0, rb, obj(s))
	g.ClearEvents()
	resolve(t, g, nil)
	return g, s
}

// 4. Bitter Rebuke: "Target spell's controller loses 2 life. Counter
// that spell." Against Bob's Dart: Bob loses 2 and the Dart is countered
// (CR 608.2c, 701.5a), into his graveyard. Against Bob's Unyielding
// Beast, which can't be countered (CR 112.6f, 101.2): Bob still loses 2,
// the Beast resolves; the instructions don't depend on each other
// (CR 608.2c).
func TestH508RebukeControllerLosesLife(t *testing.T) {
	rebuke := h508Rebuke(t, true)
	for _, beast := range []bool{false, true} {
		g, s := h508RebukeGame(t, rebuke, beast)
		require.Equal(t, 18, g.Life(1), "its controller loses 2 (beast=%v)", beast)
		if beast {
			require.False(t, h489Countered(g, s))
			require.Equal(t, zone.Battlefield, zoneOf(t, g, s))
		} else {
			require.True(t, h489Countered(g, s))
			require.Equal(t, 20, g.Life(0))
			require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
		}
	}
	// Stern Rebuke (counter first) against the Beast: nothing is
	// countered, the Beast is still on the stack as Bob loses 2.
	g, s := h508RebukeGame(t, h508Rebuke(t, false), true)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, s))
}

// 5. Toll of Ages: "Counter target spell unless its controller pays
// {2}." Against the Unyielding Beast: whatever Bob answers, the Beast
// can't be countered and resolves (CR 112.6f, 101.2); Bob keeps his mana
// when he declines.
func TestH508TollAgainstUncounterable(t *testing.T) {
	toll := h508Inst(t, "Toll of Ages", "{1}{U}", h508Spell(ability.Filter{}),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{2}")})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Forest, 5)
	tl := hand(t, g, 0, toll)
	bh := hand(t, g, 1, h508Unyielding(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	b := h508Cast(t, g, 1, bh)
	require.NoError(t, g.Pass(1))
	h508Cast(t, g, 0, tl, obj(b))
	passStack(t, g)
	if g.Pending().Kind == game.DecideYesNo {
		h508YesNo(t, g, 1, 0)
	}
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b))
	untapped := 0
	for _, id := range g.Zone(1, zone.Battlefield) {
		if o := info(t, g, id); o.Card == card.Forest && !o.Tapped {
			untapped++
		}
	}
	require.Equal(t, 2, untapped, "three Forests paid for the Beast, none for the toll")
}

// 6. Toll of Ages in a three-player free-for-all: Carol casts it at
// Bob's Dart (aimed at Alice, the active player). "Its controller" is
// Bob: he, not the active player nor Carol, decides and pays
// (CR 608.2c, 608.2d, 701.5a). He pays {2}; the Dart resolves.
func TestH508TollAskedOfSpellControllerFFA(t *testing.T) {
	toll := h508Inst(t, "Toll of Ages", "{1}{U}", h508Spell(ability.Filter{}),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{2}")})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Mountain, 3)
	lands(t, g, 2, card.Island, 2)
	bd := hand(t, g, 1, h508Bolt(t))
	tl := hand(t, g, 2, toll)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	d := h508Cast(t, g, 1, bd, pl(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "priority passes in turn order (CR 116.3d)")
	h508Cast(t, g, 2, tl, obj(d))
	passStack(t, g)
	h508YesNo(t, g, 1, 1)
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, d))
}

// 7. Toll of Ages in Two-Headed Giant: Alice's Dart, Carol's Toll. Alice
// has no untapped land left; her teammate Bob has three. Teammates'
// resources are their own and a player can't use a teammate's
// permanents (CR 810.5): Alice can't pay, so "yes" isn't offered (or
// can't be carried out) and the Dart is countered.
func TestH508TollTeammateCantPayTwoHeaded(t *testing.T) {
	toll := h508Inst(t, "Toll of Ages", "{1}{U}", h508Spell(ability.Filter{}),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{2}")})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 3)
	lands(t, g, 2, card.Island, 2)
	ad := hand(t, g, 0, h508Bolt(t))
	tl := hand(t, g, 2, toll)
	require.NoError(t, g.Start(2, 0, game.Main1))
	d := h508Cast(t, g, 0, ad, pl(2))
	require.NoError(t, g.Pass(0))
	h508PassTo(t, g, 2)
	h508Cast(t, g, 2, tl, obj(d))
	g.ClearEvents()
	passStack(t, g)
	if g.Pending().Kind == game.DecideYesNo {
		require.Equal(t, game.PlayerID(0), g.Pending().Player)
		require.False(t, h479YesListed(g), "Alice can't pay with Bob's lands")
		require.Error(t, g.Apply(choose(0, 1)))
		require.NoError(t, g.Apply(choose(0, 0)))
	}
	resolve(t, g, nil)
	require.True(t, h489Countered(g, d))
	require.Equal(t, 30, g.Life(2))
	for _, id := range g.Zone(1, zone.Battlefield) {
		require.False(t, info(t, g, id).Tapped, "Bob's lands untouched")
	}
}

// ---------------------------------------------------------------------
// Part 3. Spells and abilities that target spells

// 8. Split Denial: {2}{U}{R} instant, "Counter target spell. Split Denial
// deals 2 damage to target creature." Alice casts it at Bob's Dart and
// Bob's Ox, then a plain Denial at the Dart on top of it. The Denial
// counters the Dart first; as the Split Denial resolves its spell target
// is gone (CR 608.2b: a target no longer in its zone is illegal), its
// creature target still legal: it isn't countered, and the Ox is dealt 2
// and dies. With Mind Dart ("Counter target spell. Draw a card.") in its
// place, every target is illegal: it is countered on resolution and Alice
// draws nothing (CR 608.2b).
func TestH508SpellTargetGoneOtherTargetStays(t *testing.T) {
	split := h508Inst(t, "Split Denial", "{2}{U}{R}", []ability.TargetSpec{ability.TargetSpell, ability.TargetCreature},
		ability.Effect{Op: ability.OpCounter, Target: 0},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)})
	mind := h508Inst(t, "Mind Dart", "{2}{U}", h508Spell(ability.Filter{}),
		ability.Effect{Op: ability.OpCounter, Target: 0}, draw1[0])
	deny := h508Deny(t, "Plain Denial", ability.Filter{})
	for _, two := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 5)
		lands(t, g, 0, card.Mountain, 1)
		lands(t, g, 1, card.Mountain, 1)
		ox := bf(t, g, 1, h508Ox(t, "Bob's Ox"))
		var sh game.ObjectID
		if two {
			sh = hand(t, g, 0, split)
		} else {
			sh = hand(t, g, 0, mind)
		}
		dn := hand(t, g, 0, deny)
		bd := hand(t, g, 1, h508Bolt(t))
		require.NoError(t, g.Start(2, 1, game.Main1))
		d := h508Cast(t, g, 1, bd, pl(0))
		require.NoError(t, g.Pass(1))
		var s game.ObjectID
		if two {
			s = h508Cast(t, g, 0, sh, obj(d), obj(ox))
		} else {
			s = h508Cast(t, g, 0, sh, obj(d))
		}
		h508Cast(t, g, 0, dn, obj(d))
		handBefore := g.ZoneLen(0, zone.Hand)
		g.ClearEvents()
		resolve(t, g, nil)
		require.True(t, h489Countered(g, d))
		require.Equal(t, 20, g.Life(0))
		if two {
			require.False(t, h489Fizzled(g, s), "a legal target is left")
			require.True(t, gone(g, ox), "the Ox was dealt 2")
		} else {
			require.True(t, h489Fizzled(g, s), "countered on resolution")
			require.Equal(t, handBefore, g.ZoneLen(0, zone.Hand), "no card drawn")
			require.False(t, gone(g, ox))
		}
	}
}

// h508Saboteur is "{1}{U} 1/1 Faerie with flash. When you cast this
// spell, counter target spell" — "another target spell" with another.
func h508Saboteur(t *testing.T, another bool) *card.Definition {
	name := "Rash Saboteur"
	if another {
		name = "Sly Saboteur"
	}
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Faerie"},
		Power: C(1), Toughness: C(1), Keywords: ability.Flash, Triggered: []ability.Triggered{{Event: ability.CastThis,
			Targets: h508Spell(ability.Filter{Another: another}), Effects: []ability.Effect{{Op: ability.OpCounter, Target: 0}}}}})
}

// 9. Rash Saboteur: "When you cast this spell, counter target spell."
// The ability triggers as the spell becomes cast (CR 601.2i) and is put on
// the stack above it; its target is chosen then (CR 603.3d). A spell is
// an illegal target only for itself (CR 114.4), and the trigger is not
// the Saboteur spell: cast with Bob's Dart on the stack, Alice may choose
// the Dart or her own Saboteur spell. Sly Saboteur ("another target
// spell") may not name its own spell: the Dart is its only target. Alice
// counters the Dart with the Sly one; the Saboteur itself resolves.
func TestH508CastTriggerTargetsSpells(t *testing.T) {
	for _, another := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 2)
		lands(t, g, 1, card.Mountain, 1)
		sb := hand(t, g, 0, h508Saboteur(t, another))
		bd := hand(t, g, 1, h508Bolt(t))
		require.NoError(t, g.Start(2, 1, game.Main1))
		d := h508Cast(t, g, 1, bd, pl(0))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Cast(0, sb))
		// The spell is on the stack below its trigger's target choice.
		var s game.ObjectID
		for _, e := range g.Stack() {
			if e.Card != nil && e.Card.Name == h508Saboteur(t, another).Name {
				s = e.Source
			}
		}
		require.NotZero(t, s)
		require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
		var ts []game.Target
		for _, a := range g.LegalActions(nil) {
			if a.Kind == game.ActChooseTargets {
				ts = append(ts, a.TargetList()...)
			}
		}
		require.Contains(t, ts, obj(d))
		if another {
			require.NotContains(t, ts, obj(s), "another target spell")
		} else {
			require.Contains(t, ts, obj(s), "the trigger may target its own source spell (CR 114.4)")
		}
		require.NoError(t, g.Apply(targets(0, obj(d))))
		g.ClearEvents()
		resolve(t, g, nil)
		require.True(t, h489Countered(g, d))
		require.Equal(t, 20, g.Life(0))
		require.Equal(t, zone.Battlefield, zoneOf(t, g, s))
	}
}

// 10. Rash Saboteur cast alone, in Bob's end step (flash, CR 702.8a): its
// "counter target spell" has one legal target, the Saboteur spell
// itself, and must target it (CR 603.3d, 601.2c): the trigger resolves
// first and counters the Saboteur, into Alice's graveyard (CR 701.5a).
func TestH508CastTriggerCountersItsOwnSpell(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	sb := hand(t, g, 0, h508Saboteur(t, false))
	require.NoError(t, g.Start(2, 1, game.End))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, sb))
	var s game.ObjectID
	for _, e := range g.Stack() {
		if e.Kind == stack.Spell {
			s = e.Source
		}
	}
	require.NotZero(t, s)
	if g.Pending().Kind == game.DecideTargets {
		require.NoError(t, g.Apply(targets(0, obj(s))))
	}
	require.Equal(t, 2, g.StackLen())
	require.Equal(t, []game.Target{obj(s)}, g.Stack()[0].Targets)
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Countered(g, s))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 11a. Hush the Speaker: {1}{U} instant, "Choose target player. Counter
// target spell that player controls." Three players: Bob and Carol each
// have a Dart on the stack. With Carol as the player, only Carol's Dart
// may be the spell (CR 114.1, 601.2c: the second target's condition
// reads the first); Alice counters it, and Bob's Dart resolves.
func TestH508CounterSpellOfTargetPlayer(t *testing.T) {
	hush := h508Inst(t, "Hush the Speaker", "{1}{U}", []ability.TargetSpec{ability.TargetPlayer,
		{Allow: ability.AllowSpell, Filter: ability.Filter{ControlledByTarget0: true}}},
		ability.Effect{Op: ability.OpCounter, Target: 1})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 2, card.Mountain, 1)
	hh := hand(t, g, 0, hush)
	bd := hand(t, g, 1, h508Bolt(t))
	cd := hand(t, g, 2, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	b := h508Cast(t, g, 1, bd, pl(0))
	h508PassTo(t, g, 2)
	c := h508Cast(t, g, 2, cd, pl(0))
	h508PassTo(t, g, 0)
	require.True(t, offered(g, hh, pl(2), obj(c)))
	require.True(t, offered(g, hh, pl(1), obj(b)))
	require.False(t, offered(g, hh, pl(2), obj(b)))
	require.Error(t, g.Cast(0, hh, pl(2), obj(b)))
	h508Cast(t, g, 0, hh, pl(2), obj(c))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Countered(g, c))
	require.False(t, h489Countered(g, b))
	require.Equal(t, 18, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 4. Triggers on casting and counts of spells cast

// h508Ledger is "Spark Ledger, {1}{U} enchantment: Whenever you cast an
// instant spell, you gain 1 life."
func h508Ledger(t *testing.T) *card.Definition {
	return h508Ench(t, "Spark Ledger", "{1}{U}", ability.Triggered{Event: ability.YouCastSpell,
		Match: ability.Filter{Types: ability.Instant}, Effects: gain(1)})
}

// 11. Spark Ledger. Alice's Dart at Bob: the Ledger triggers as the Dart
// becomes cast (CR 601.2i) and goes on the stack above it. Bob counters
// the Dart in response: the trigger is independent of the spell
// (CR 603.2) and Alice still gains 1. Alice's Ox spell is no instant: no
// trigger (CR 603.2, the trigger's filter). Bob's Dart is not cast by
// Alice ("you", CR 109.5): no trigger either.
func TestH508InstantCastTrigger(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 1, card.Mountain, 1)
	bf(t, g, 0, h508Ledger(t))
	ad := hand(t, g, 0, h508Bolt(t))
	ox := hand(t, g, 0, h508Ox(t, "Alice's Ox"))
	dn := hand(t, g, 1, h508Deny(t, "Plain Denial", ability.Filter{}))
	bd := hand(t, g, 1, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	d := h508Cast(t, g, 0, ad, pl(1))
	require.Equal(t, 2, g.StackLen(), "the Dart and the Ledger's trigger")
	require.Equal(t, stack.TriggeredAbility, g.Stack()[0].Kind)
	require.NoError(t, g.Pass(0))
	h508Cast(t, g, 1, dn, obj(d))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 20, g.Life(1))
	h508Cast(t, g, 0, ox)
	require.Equal(t, 1, g.StackLen(), "a creature spell: no trigger")
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	h508Cast(t, g, 1, bd, pl(0))
	require.Equal(t, 1, g.StackLen(), "Bob's spell: no trigger")
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
}

// 12. Second Thought, {2}{U} enchantment: "Whenever you cast a spell, if
// you've cast another spell this turn, draw a card." In Bob's turn Alice
// casts a Dart (flash timing, an instant): her first spell this turn, the
// ability doesn't trigger (CR 603.4). Bob counters it; the Dart was cast
// all the same (CR 601.2i). Her second Dart in that turn triggers, and
// she draws. In her own next turn the count starts anew (spells cast
// "this turn"): her first spell there doesn't trigger.
func TestH508SecondSpellTrigger(t *testing.T) {
	thought := h508Ench(t, "Second Thought", "{2}{U}", ability.Triggered{Event: ability.YouCastSpell,
		If: ability.If(ability.YouCastAnotherSpellThisTurn), Effects: draw1})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 1, card.Island, 2)
	bf(t, g, 0, thought)
	d1 := hand(t, g, 0, h508Bolt(t))
	d2 := hand(t, g, 0, h508Bolt(t))
	d3 := hand(t, g, 0, h508Bolt(t))
	dn := hand(t, g, 1, h508Deny(t, "Plain Denial", ability.Filter{}))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	s1 := h508Cast(t, g, 0, d1, pl(1))
	require.Equal(t, 1, g.StackLen(), "first spell: no trigger")
	require.NoError(t, g.Pass(0))
	h508Cast(t, g, 1, dn, obj(s1))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(1))
	h508PassTo(t, g, 0)
	n := g.ZoneLen(0, zone.Hand)
	h508Cast(t, g, 0, d2, pl(1))
	require.Equal(t, 2, g.StackLen(), "second spell this turn: the trigger")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, n-1+1, g.ZoneLen(0, zone.Hand), "cast one, drew one")
	h506NextTurn(t, g)
	require.Equal(t, game.PlayerID(0), g.ActivePlayer())
	passTo(t, g, 0, game.Main1)
	h508Cast(t, g, 0, d3, pl(1))
	require.Equal(t, 1, g.StackLen(), "first spell of the new turn: no trigger")
	resolve(t, g, nil)
}

// 13. Afterburn: {R} instant, "Cast this spell only if you've cast
// another spell this turn. Afterburn deals 3 damage to target creature or
// player." (CR 601.3: a rule that keeps a player from casting it.) Alice
// can't cast it before any spell; activating an ability is no casting
// (CR 602.1, 601.2i); a spell of hers countered still counts as cast
// (CR 601.2i, 701.5a), and Afterburn may then be cast. In the next turn
// the spell of the last turn no longer counts.
func TestH508AfterburnCountsCastSpells(t *testing.T) {
	after := def(t, card.Definition{Name: "Afterburn", ManaCost: cost("{R}"), Types: ability.Instant,
		CastOnlyIf: ability.If(ability.YouCastAnotherSpellThisTurn),
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}}}})
	idol := def(t, card.Definition{Name: "Ember Idol", ManaCost: cost("{1}"), Types: ability.Artifact, Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Island, 2)
	id := bf(t, g, 0, idol)
	a1 := hand(t, g, 0, after)
	a2 := hand(t, g, 0, after)
	ox := hand(t, g, 0, h508Ox(t, "Alice's Ox"))
	dn := hand(t, g, 1, h508Deny(t, "Plain Denial", ability.Filter{}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, legalCasts(g, a1))
	require.ErrorIs(t, g.Cast(0, a1, pl(1)), game.ErrNotAllowed)
	require.NoError(t, g.Activate(0, id, 0))
	resolve(t, g, nil)
	require.Empty(t, legalCasts(g, a1), "an activation is no spell")
	o := h508Cast(t, g, 0, ox)
	require.NoError(t, g.Pass(0))
	h508Cast(t, g, 1, dn, obj(o))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, o))
	require.True(t, offered(g, a1, pl(1)))
	h508Cast(t, g, 0, a1, pl(1))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	h506NextTurn(t, g)
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Empty(t, legalCasts(g, a2), "last turn's spells don't count")
}

// h508Spark is "Bright Spark, {R} instant: deals 1 damage to target
// creature or player. When you cast this spell, you gain 2 life."
func h508Spark(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Bright Spark", ManaCost: cost("{R}"), Types: ability.Instant,
		Triggered: []ability.Triggered{{Event: ability.CastThis, Effects: gain(2)}},
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}})
}

// 14. Echo Vault: {3}{U}{R} sorcery, "Exile the top card of your library.
// Choose an instant card exiled this way and copy it twice. You may cast
// the copies without paying their mana costs." The card is Bright Spark.
// Casting a copy is casting a spell (CR 706.12, 601.2i): each copy's
// "when you cast this spell" triggers (+2 each), and so does Spark
// Ledger's "whenever you cast an instant spell" (+1 each): Alice gains 6.
// Bob counters one copy: a copy of a spell in a zone other than the stack
// ceases to exist (CR 704.5e, 706.10a), so no Bright Spark reaches Alice's
// graveyard; the other copy deals 1 to Bob; the card stays in exile.
func TestH508CastCopiesTriggerAndCease(t *testing.T) {
	vault := sorcery(t, "Echo Vault", "{3}{U}{R}", nil,
		ability.Effect{Op: ability.OpExileTop, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(2), Filter: ability.Filter{Types: ability.Instant}})
	g := newGame(t, 2)
	sp := put(t, g, 0, zone.Library, h508Spark(t)) // the top card
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Island, 2)
	bf(t, g, 0, h508Ledger(t))
	v := hand(t, g, 0, vault)
	dn := hand(t, g, 1, h508Deny(t, "Plain Denial", ability.Filter{}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, v))
	passStack(t, g)
	sp, _ = g.Follow(sp)
	if g.Pending().Kind == game.DecideChooseCard {
		require.NoError(t, g.Apply(chooseObj(0, sp)))
	}
	for i := 0; i < 2; i++ {
		require.Equal(t, game.DecideCastCopy, g.Pending().Kind, g.Prompt(game.English))
		var cp game.ObjectID
		for _, x := range g.LegalActions(nil) {
			if x.Kind == game.ActCast {
				cp = x.Object
			}
		}
		require.NotZero(t, cp)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: cp}.WithTargets(pl(1))))
	}
	for i := 0; i < 10 && g.Pending().Kind == game.DecideTriggerOrder; i++ {
		require.NoError(t, g.Apply(choose(0, 0)))
	}
	// Resolve the triggers above the copies, then Bob counters the top copy.
	for i := 0; i < 20 && g.Stack()[0].Kind != stack.Spell; i++ {
		h489Top(t, g)
	}
	require.Equal(t, 26, g.Life(0), "two cast triggers and two Ledger triggers")
	topCopy := g.Stack()[0].Source
	h508PassTo(t, g, 1)
	h508Cast(t, g, 1, dn, obj(topCopy))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1), "one copy resolved")
	_, ok := g.Follow(topCopy)
	if ok {
		o, _ := g.Object(topCopy)
		require.NotEqual(t, zone.Graveyard, o.Zone, "the countered copy ceased to exist")
	}
	for _, id := range g.Zone(0, zone.Graveyard) {
		require.NotEqual(t, "Bright Spark", info(t, g, id).Card.Name)
	}
	require.Equal(t, zone.Exile, zoneOf(t, g, sp))
}

// ---------------------------------------------------------------------
// Part 5. Priority, "its controller" and players leaving in multiplayer

// h508Concede has p concede (CR 104.3a).
func h508Concede(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
}

// 15. Four-player free-for-all, Alice's turn. Alice passes; Bob casts a
// Dart at Dave and gets priority again (CR 116.3c); then priority goes in
// turn order: Carol, Dave, Alice (CR 116.3d). Dave responds with a
// Denial: Dave gets priority, then Alice, Bob, Carol pass, and the Denial
// resolves; the active player, Alice, gets priority next (CR 116.3b), and
// once all four pass in succession the Dart — countered — is gone; the
// stack is empty with Alice to act.
func TestH508PriorityOrderFourPlayers(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 3, card.Island, 2)
	bd := hand(t, g, 1, h508Bolt(t))
	dn := hand(t, g, 3, h508Deny(t, "Plain Denial", ability.Filter{}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	d := h508Cast(t, g, 1, bd, pl(3))
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the caster keeps priority")
	var order []game.PlayerID
	for g.Pending().Player != 3 {
		order = append(order, g.Pending().Player)
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, []game.PlayerID{1, 2}, order)
	h508Cast(t, g, 3, dn, obj(d))
	order = nil
	for g.StackLen() == 2 {
		order = append(order, g.Pending().Player)
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, []game.PlayerID{3, 0, 1, 2}, order)
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "the active player after a resolution")
	require.Equal(t, 0, g.StackLen(), "the Dart was countered")
	require.Equal(t, 20, g.Life(3))
}

// 16. Three players. Bob casts a Dart at Alice; Carol casts Bitter Rebuke
// ("Target spell's controller loses 2 life. Counter that spell.") at it;
// Bob concedes in response. Everything Bob owns leaves the game with him,
// his Dart included (CR 800.4a): the Rebuke's only target is gone, so it
// is countered on resolution (CR 608.2b) and nobody loses life. Alice
// takes no damage.
func TestH508CasterLeavesCounterFizzles(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 2, card.Island, 3)
	bd := hand(t, g, 1, h508Bolt(t))
	rb := hand(t, g, 2, h508Rebuke(t, true))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	d := h508Cast(t, g, 1, bd, pl(0))
	h508PassTo(t, g, 2)
	r := h508Cast(t, g, 2, rb, obj(d))
	h508Concede(t, g, 1)
	require.Equal(t, 1, g.StackLen(), "the Dart left with Bob")
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Fizzled(g, r))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 20, g.Life(2))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, r))
}

// 17. Three players. Bob casts a Dart at Alice; Carol casts a Denial at
// it and, holding priority, concedes. Her Denial leaves the game with her
// (CR 800.4a) and, as she had priority, priority passes to the next
// player in turn order still in the game, Alice (CR 800.4a). The Dart
// resolves: Alice takes 2.
func TestH508CounterCasterLeavesSpellResolves(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 2, card.Island, 2)
	bd := hand(t, g, 1, h508Bolt(t))
	dn := hand(t, g, 2, h508Deny(t, "Plain Denial", ability.Filter{}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	d := h508Cast(t, g, 1, bd, pl(0))
	h508PassTo(t, g, 2)
	h508Cast(t, g, 2, dn, obj(d))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	h508Concede(t, g, 2)
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "priority passes to the next player in turn order")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(0))
}

// 18. Two-Headed Giant. Alice's Spark Ledger ("whenever you cast an
// instant spell") sees only Alice's spells: her teammate Bob's Dart is
// not cast by her (CR 109.5, 603.2), and doesn't trigger it. Alice's
// does. The team's one life total gains 1 (CR 810.9).
func TestH508CastTriggerNotTeammateTwoHeaded(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 1)
	bf(t, g, 0, h508Ledger(t))
	ad := hand(t, g, 0, h508Bolt(t))
	bd := hand(t, g, 1, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h508Cast(t, g, 1, bd, pl(2))
	require.Equal(t, 1, g.StackLen(), "a teammate's spell")
	resolve(t, g, nil)
	h508Cast(t, g, 0, ad, pl(3))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 31, g.Life(0))
	require.Equal(t, 31, g.Life(1), "one life total for the team")
	require.Equal(t, 26, g.Life(2))
}

// 19. Three players. Carol controls Spark Ledger. She casts a Dart at
// Bob; the Ledger's trigger waits on the stack above it. Carol concedes:
// the trigger, an object on the stack not represented by a card that she
// controlled, ceases to exist, and her Dart leaves with her (CR 800.4a).
// The stack is empty; nobody's life changes.
func TestH508LeaverTriggerAndSpellGone(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 2, card.Mountain, 1)
	bf(t, g, 2, h508Ledger(t))
	cd := hand(t, g, 2, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h508PassTo(t, g, 2)
	h508Cast(t, g, 2, cd, pl(1))
	require.Equal(t, 2, g.StackLen())
	h508Concede(t, g, 2)
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 20, g.Life(1))
	require.False(t, g.Over())
}

// ---------------------------------------------------------------------
// Part 6. Abilities that counter, and abilities whose source left

// h508Toll is "Toll of Ages, {1}{U} instant: Counter target spell unless
// its controller pays {2}."
func h508Toll(t *testing.T) *card.Definition {
	return h508Inst(t, "Toll of Ages", "{1}{U}", h508Spell(ability.Filter{}),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{2}")})
}

// 20. Null Idol, {1} artifact: "{1}, Sacrifice Null Idol: Counter target
// spell unless its controller pays {2}." Three players: Carol activates
// it at Bob's Dart (aimed at Alice). The Idol is gone as the ability is
// activated (a cost, CR 602.2b, 601.2h), but the ability exists apart
// from its source and resolves (CR 112.7a). Bob, the Dart's controller,
// is asked; he declines, and the Dart is countered.
func TestH508SacrificedIdolStillCounters(t *testing.T) {
	idol := def(t, card.Definition{Name: "Null Idol", ManaCost: cost("{1}"), Types: ability.Artifact, Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true}, Targets: h508Spell(ability.Filter{}),
		Effects: []ability.Effect{{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{2}")}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 3)
	lands(t, g, 2, card.Island, 1)
	id := bf(t, g, 2, idol)
	bd := hand(t, g, 1, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	d := h508Cast(t, g, 1, bd, pl(0))
	h508PassTo(t, g, 2)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 2, Object: id, Ability: 0}.WithTargets(obj(d))))
	require.True(t, gone(g, id))
	g.ClearEvents()
	passStack(t, g)
	h508YesNo(t, g, 1, 0)
	resolve(t, g, nil)
	require.True(t, h489Countered(g, d))
	require.Equal(t, 20, g.Life(0))
}

// 21. Spite Sprite, {1}{R} 3/1: "Whenever you cast an instant spell,
// Spite Sprite deals damage equal to its power to target creature or
// player." Alice casts a Dart at Bob's Ox, and the trigger targets Bob.
// Bob kills the Sprite in response with his own Dart. The ability still
// resolves (CR 112.7a), the Sprite dealing damage as it last existed on
// the battlefield (CR 608.2g): 3 to Bob.
func TestH508CastTriggerSourceGonePower(t *testing.T) {
	sprite := def(t, card.Definition{Name: "Spite Sprite", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Faerie"},
		Power: C(3), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{Types: ability.Instant},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 1)
	sp := bf(t, g, 0, sprite)
	ox := bf(t, g, 1, h508Ox(t, "Bob's Ox"))
	ad := hand(t, g, 0, h508Bolt(t))
	bd := hand(t, g, 1, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ad, obj(ox)))
	if g.Pending().Kind == game.DecideTargets {
		require.NoError(t, g.Apply(targets(0, pl(1))))
	}
	require.Equal(t, 2, g.StackLen())
	require.Equal(t, []game.Target{pl(1)}, g.Stack()[0].Targets)
	require.NoError(t, g.Pass(0))
	h508Cast(t, g, 1, bd, obj(sp))
	resolve(t, g, nil)
	require.True(t, gone(g, sp))
	require.Equal(t, 17, g.Life(1), "3 damage: its power as it last existed")
	require.True(t, gone(g, ox))
}

// 22. Warding Sphinx, {2}{U} 2/3: "Whenever Warding Sphinx becomes the
// target of a spell or ability an opponent controls, counter that spell
// or ability unless its controller pays {2}." Two-Headed Giant: Bob,
// Alice's teammate, is no opponent (CR 102.3): his Dart at the Sphinx
// doesn't trigger it, and resolves (the Sphinx, 2/3, survives 2 damage).
// Carol's Dart does trigger it (CR 603.2); Carol, "its controller", is
// asked (CR 608.2d) and can't pay (no mana left): her Dart is countered.
func TestH508WardingSphinxTwoHeaded(t *testing.T) {
	sphinx := def(t, card.Definition{Name: "Warding Sphinx", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Sphinx"},
		Power: C(2), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent,
			Effects: []ability.Effect{{Op: ability.OpCounterUnlessPays, PayMana: cost("{2}")}}}}})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 2, card.Mountain, 1)
	sx := bf(t, g, 0, sphinx)
	bd := hand(t, g, 1, h508Bolt(t))
	cd := hand(t, g, 2, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h508Cast(t, g, 1, bd, obj(sx))
	require.Equal(t, 1, g.StackLen(), "a teammate's spell: no trigger")
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, sx).Damage)
	require.NoError(t, g.Pass(0))
	h508PassTo(t, g, 2)
	d := h508Cast(t, g, 2, cd, obj(sx))
	require.Equal(t, 2, g.StackLen(), "an opponent's spell: the trigger")
	g.ClearEvents()
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, dd.Kind)
		require.Equal(t, game.PlayerID(2), dd.Player)
		return choose(2, 0)
	})
	require.True(t, h489Countered(g, d))
	require.False(t, gone(g, sx))
}

// 23. Three players. Alice casts Toll of Ages at Bob's Dart; as it
// resolves Bob is asked whether he pays {2}, and concedes instead. His
// Dart leaves the game with him (CR 800.4a); the Toll's choice is over
// with no one to make it, and the game goes on with Alice and Carol: the
// stack is empty, Alice takes no damage.
func TestH508TollPayerConcedes(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Mountain, 3)
	tl := hand(t, g, 0, h508Toll(t))
	bd := hand(t, g, 1, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	d := h508Cast(t, g, 1, bd, pl(0))
	h508PassTo(t, g, 0)
	h508Cast(t, g, 0, tl, obj(d))
	passStack(t, g)
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h508Concede(t, g, 1)
	require.False(t, g.Over())
	resolve(t, g, nil)
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.CheckInvariants())
}

// 24. Surge of Thought, {X}{U} instant: "When you cast this spell, you
// gain X life. Draw a card." The trigger reads the X chosen as the spell
// was cast (CR 107.3a, 601.2i): cast with X=3, Alice gains 3. Cast as a
// copy without paying its mana cost from Echo Vault, X is 0 (CR 107.3b,
// 706.12): the copy's trigger gains nothing.
func TestH508CastTriggerReadsX(t *testing.T) {
	surge := def(t, card.Definition{Name: "Surge of Thought", ManaCost: cost("{X}{U}"), Types: ability.Instant,
		Triggered: []ability.Triggered{{Event: ability.CastThis, Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.EventAmount}}}}},
		Spell: ability.Spell{Effects: draw1}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 4)
	s := hand(t, g, 0, surge)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, s, 3))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))

	vault := sorcery(t, "Echo Vault", "{3}{U}{R}", nil,
		ability.Effect{Op: ability.OpExileTop, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(1), Filter: ability.Filter{Types: ability.Instant}})
	g = newGame(t, 2)
	put(t, g, 0, zone.Library, surge)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 0, card.Mountain, 1)
	v := hand(t, g, 0, vault)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, v))
	resolve(t, g, func(d game.Decision) game.Action {
		switch d.Kind {
		case game.DecideChooseCard:
			return chooseObj(0, without0(choices(g))[0])
		case game.DecideCastCopy:
			for _, a := range g.LegalActions(nil) {
				if a.Kind == game.ActCast {
					require.Zero(t, a.X, "X is 0")
					return a
				}
			}
		}
		t.Fatalf("unexpected %v: %s", d.Kind, g.Prompt(game.English))
		return game.Action{}
	})
	require.Equal(t, 20, g.Life(0), "X was 0")
}

// ---------------------------------------------------------------------
// Part 7. Convoke in another player's turn

// 25. Rally Hymn, {3}{W} instant with convoke: "You gain 4 life." Bob
// attacks Alice with his 2/2 Ox; Alice blocks with her 2/2 Bear and,
// after blockers are declared, casts the Hymn in Bob's turn (an instant:
// whenever she has priority, CR 304.1, 116.1a) tapping the blocking Bear
// and two other creatures for convoke (CR 702.50a: the creatures'
// summoning sickness and combat status don't matter) and one Plains. A tapped blocker still
// blocks and deals combat damage (CR 509.1a asks untapped creatures only
// as blockers are declared; CR 510.1a: each blocking creature assigns
// combat damage equal to its power): the Ox and the Bear trade.
func TestH508ConvokeTappedBlockerStillDeals(t *testing.T) {
	hymn := def(t, card.Definition{Name: "Rally Hymn", ManaCost: cost("{3}{W}"), Types: ability.Instant, Keywords: ability.Convoke,
		Spell: ability.Spell{Effects: gain(4)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	bear := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s1 := bf(t, g, 0, creature(t, "Dawn Squire", "{W}", 1, 1, 0, "Human"))
	s2 := bf(t, g, 0, creature(t, "Dusk Squire", "{W}", 1, 1, 0, "Human"))
	ox := bf(t, g, 1, h508Ox(t, "Bob's Ox"))
	h := hand(t, g, 0, hymn)
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: ox, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: bear, Attacker: ox})
	h508PassTo(t, g, 0)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: []game.ObjectID{bear, s1, s2}}))
	require.True(t, info(t, g, bear).Tapped)
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
	for i := 0; i < 20 && g.Step() != game.CombatDamage && g.Step() != game.EndCombat; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	for i := 0; i < 20 && g.Step() == game.CombatDamage; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, gone(g, ox), "the tapped Bear dealt its damage")
	require.True(t, gone(g, bear))
	require.Equal(t, 24, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 8. Definitions Check refuses

// 26. Spell targets read only what a spell has on the stack that the
// engine checks: its card types to exclude, colours, side. "Counter
// target spell with mana value 2 or less" (MaxManaValue), "counter target
// creature spell" written with Types, a spell "with power 4 or greater"
// (MinPower) and "counter target creature" (a counter on a permanent
// target, CR 701.5a: only spells and abilities are countered) are
// refused, each naming the field; "when you cast this spell" with a
// Match that excludes the spell itself can never trigger.
func TestH508CheckRefusesSpellFilters(t *testing.T) {
	two := ability.N(2)
	counter := []ability.Effect{{Op: ability.OpCounter, Target: 0}}
	inst := func(ts []ability.TargetSpec, es []ability.Effect) card.Definition {
		return card.Definition{Name: "Refused Veto", ManaCost: cost("{U}"), Types: ability.Instant, Spell: ability.Spell{Targets: ts, Effects: es}}
	}
	cases := []struct {
		name string
		d    card.Definition
		path string
	}{
		{"mana value", inst(h508Spell(ability.Filter{MaxManaValue: &two}), counter), "Spell.Targets[0].Filter.MaxManaValue"},
		{"creature spell by Types", inst(h508Spell(ability.Filter{Types: ability.Creature}), counter), "Spell.Targets[0].Filter.Types"},
		{"power of a spell", inst(h508Spell(ability.Filter{MinPower: 4}), counter), "Spell.Targets[0].Filter.MinPower"},
		{"counter a creature", inst([]ability.TargetSpec{ability.TargetCreature}, counter), "Spell.Effects[0].Target"},
		{"cast this, another", card.Definition{Name: "Refused Echo", ManaCost: cost("{U}"), Types: ability.Instant,
			Triggered: []ability.Triggered{{Event: ability.CastThis, Match: ability.Filter{Another: true}, Effects: gain(1)}},
			Spell:     ability.Spell{Effects: gain(1)}}, "Triggered[0].Match.Another"},
	}
	for _, c := range cases {
		err := card.Define(c.d).Check()
		require.Error(t, err, c.name)
		require.Contains(t, err.Error(), c.path, c.name)
	}
}

// ---------------------------------------------------------------------
// Faults this set found, fixed, and definitions Check now refuses

// D1. Stern Rebuke: "Counter target spell. Its controller loses 2 life."
// Against Bob's Dart, the Dart is countered, and then "its controller"
// must be read from the spell's last known information (CR 608.2g: an
// effect that needs information from an object no longer in the zone it
// was expected to be in uses its last known information; CR 608.2c: the
// instructions are followed in order): Bob loses 2. (The engine used to
// find no controller for a target spell that had left the stack.)
func TestH508RebukeAfterCounterLosesLife(t *testing.T) {
	g, s := h508RebukeGame(t, h508Rebuke(t, false), false)
	require.True(t, h489Countered(g, s))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 18, g.Life(1), "its controller as it last existed loses 2")
}

// D2, D3. Spells that move or take a target spell: "Return target spell
// to its owner's hand" (OpBounce), "Exile target spell" (OpExile), "Put
// target spell on top of its owner's library" (OpPutIntoLibrary) and
// "Gain control of target spell" (OpGainControl). By the rules each acts
// on the spell (CR 114.2, 400.7, 613.1b); the engine acts on a spell on
// the stack only by countering it or naming its controller, so Check
// refuses them, naming the target, rather than leave the spell to
// resolve as if nothing had happened. So does "return target spell or
// permanent to its owner's hand", which may name a spell.
func TestH508MoveOrTakeTargetSpellRefused(t *testing.T) {
	spell := h508Spell(ability.Filter{})[0]
	for _, e := range []ability.Effect{
		{Op: ability.OpBounce, Target: 0},
		{Op: ability.OpExile, Target: 0},
		{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(1)},
		{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently},
	} {
		for _, allow := range []ability.Allow{spell.Allow, spell.Allow | ability.AllowPermanent} {
			ts := spell
			ts.Allow = allow
			d := card.Define(card.Definition{Name: "Spell Recall", ManaCost: cost("{U}"), Types: ability.Instant,
				Spell: ability.Spell{Targets: []ability.TargetSpec{ts}, Effects: []ability.Effect{e}}})
			err := d.Check()
			require.ErrorIs(t, err, card.ErrInvalidDefinition, "op %d allow %d", e.Op, allow)
			var fe *card.FieldError
			require.ErrorAs(t, err, &fe)
			require.Equal(t, "Spell.Effects[0].Target", fe.Field, "op %d allow %d", e.Op, allow)
		}
	}
}

// D4. Power Leak: {X}{U} instant, "Counter target spell unless its
// controller pays {X}." While the
// spell is on the stack its X is the value announced as it was cast, and
// every X on it has that value (CR 107.3a, 107.3h). Alice casts it with
// X=3 at Bob's Dart; Bob has two untapped Mountains left, so he can't pay
// {3}, and the Dart is countered. (The engine used to read the {X} to
// pay as 0.)
func TestH508CounterUnlessPaysX(t *testing.T) {
	leak := h508Inst(t, "Power Leak", "{X}{U}", h508Spell(ability.Filter{}),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{X}")})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Mountain, 3)
	pw := hand(t, g, 0, leak)
	bd := hand(t, g, 1, h508Bolt(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	d := h508Cast(t, g, 1, bd, pl(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.CastX(0, pw, 3, obj(d)))
	g.ClearEvents()
	passStack(t, g)
	if g.Pending().Kind == game.DecideYesNo {
		require.False(t, h479YesListed(g), "two Mountains can't pay {3}")
		require.NoError(t, g.Apply(choose(1, 0)))
	}
	resolve(t, g, nil)
	require.True(t, h489Countered(g, d))
	require.Equal(t, 20, g.Life(0))
}

// D5. Echo Study, {2}{U} enchantment: "Whenever you cast a spell, you
// gain 3 life if you've cast another spell this turn." The condition is
// part of the effect, checked as the ability resolves (CR 608.2c), and
// "another spell" is one other than the spell whose casting triggered the
// ability (the same reading the engine gives the intervening-"if" form,
// test 12, CR 603.4). Alice's first spell of the turn: the only spell
// she has cast is the one that triggered it, so she gains nothing; her
// second: she gains 3. (The engine used to count the triggering spell as
// "another".)
func TestH508AnotherSpellEffectConditionSkipsTrigger(t *testing.T) {
	c := ability.If(ability.YouCastAnotherSpellThisTurn)
	study := h508Ench(t, "Echo Study", "{2}{U}", ability.Triggered{Event: ability.YouCastSpell,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3), If: &c}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, study)
	d1 := hand(t, g, 0, h508Bolt(t))
	d2 := hand(t, g, 0, h508Bolt(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h508Cast(t, g, 0, d1, pl(1))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "the first spell: no other spell cast this turn")
	h508Cast(t, g, 0, d2, pl(1))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0), "the second spell: another one was cast")
}
