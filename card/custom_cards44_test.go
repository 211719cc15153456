package card_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 44-th set: many triggered abilities at once. Several
// permanents leave the battlefield in one event (a wrath, combat damage,
// a damage sweep, state-based actions) with "when this dies" and
// "whenever another creature dies" abilities that look back in time at
// the board as it was just before (CR 603.10a): keywords and power
// granted by a lord that dies with them, controllers of stolen
// creatures; triggers put on the stack in APNAP order with each player
// (each Two-Headed Giant team) ordering their own (CR 603.3b, 101.4,
// 805.7); triggers of a player who leaves the game (CR 800.4a, 800.4d);
// the controller of a trigger whose source changes control before it is
// put on the stack (CR 603.3a); "whenever a creature enters" seeing
// tokens created together (CR 603.6a); triggers during a resolution or a
// cast waiting until it is over (CR 603.3, 601.2i); state-based actions
// and triggers taking turns (CR 704.3); "may" triggers and their answers
// (CR 603.5); the order choice as Prompt and LegalActions show it; and
// saves, loads and clones while the order choice waits.

// ---------------------------------------------------------------------
// Helpers

// h526Crt is a checked {1}{B} Spirit creature card with triggers ts.
func h526Crt(t *testing.T, name string, p, tg int, ts ...ability.Triggered) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(p), Toughness: C(tg), Triggered: ts})
}

// h526Ench is a checked {2}{B} enchantment with triggers ts.
func h526Ench(t *testing.T, name string, ts ...ability.Triggered) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{B}"), Types: ability.Enchantment, Triggered: ts})
}

// h526Dies is "whenever a creature matching m dies, effects".
func h526Dies(m ability.Filter, es ...ability.Effect) ability.Triggered {
	m.Types = ability.Creature
	return ability.Triggered{Event: ability.CreatureDies, Match: m, Effects: es}
}

// h526Gain is "you gain n life"; h526Draw "you draw a card".
func h526Gain(n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}
}

var h526Draw = ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}

// h526Tally is an enchantment "Whenever a creature dies, you gain 1
// life."
func h526Tally(t *testing.T) *card.Definition {
	return h526Ench(t, "Grave Tally", h526Dies(ability.Filter{}, h526Gain(1)))
}

// h526Mourner is a 1/1 "Whenever another creature dies, you gain 1
// life."
func h526Mourner(t *testing.T) *card.Definition {
	return h526Crt(t, "Ashen Mourner", 1, 1, h526Dies(ability.Filter{Another: true}, h526Gain(1)))
}

// h526Wrath is "{2}{W}{W} sorcery: Destroy all creatures."
func h526Wrath(t *testing.T) *card.Definition {
	return sorcery(t, "Ashfall Verdict", "{2}{W}{W}", nil,
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}})
}

// h526Bear is a vanilla 2/2.
func h526Bear(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Bear")
}

// h526Wrathed casts the wrath for p (it must be in p's hand with four
// Plains on p's side) and passes until it has resolved: the triggers it
// set off then wait (a DecideTriggerOrder) or are on the stack.
func h526Wrathed(t *testing.T, g *game.Game, p game.PlayerID, w game.ObjectID) {
	t.Helper()
	require.NoError(t, g.Cast(p, w))
	for i := 0; i < 20 && g.Pending().Kind == game.DecidePriority && zoneOf(t, g, w) == zone.Stack; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w), "the wrath resolved")
}

// h526Listed lists the Choice of every ActChoose LegalActions offers.
func h526Listed(g *game.Game) []int {
	var out []int
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChoose {
			out = append(out, a.Choice)
		}
	}
	return out
}

// h526Controllers lists the controllers of the stack's items, top first.
func h526Controllers(g *game.Game) []game.PlayerID {
	var out []game.PlayerID
	for _, e := range g.Stack() {
		out = append(out, e.Controller)
	}
	return out
}

// h526Names lists the card names of the stack's items, top first.
func h526Names(g *game.Game) []string {
	var out []string
	for _, e := range g.Stack() {
		n := ""
		if e.Card != nil {
			n = e.Card.Name
		}
		out = append(out, n)
	}
	return out
}

// h526Index is the index among p's waiting triggers of the first one of
// the card named name.
func h526Index(t *testing.T, g *game.Game, p game.PlayerID, name string) int {
	t.Helper()
	for i, x := range g.PendingTriggers(p) {
		if x.Card != nil && x.Card.Name == name {
			return i
		}
	}
	t.Fatalf("no waiting trigger of %s", name)
	return -1
}

// h526Order answers every trigger order decision with the first trigger
// until something else is asked.
func h526Order(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 40 && g.Pending().Kind == game.DecideTriggerOrder; i++ {
		require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
	}
}

// ---------------------------------------------------------------------
// Part 1. Looking back at the board as it was

// 1. Alice's Sky Marshal: "Other creatures you control have flying and
// get +2/+0." Her Wingfall Ledger: "Whenever a creature with flying you
// control dies, you gain 1 life"; her Heavy Ledger: "Whenever a creature
// with power 3 or greater you control dies, you gain 1 life". Two
// Bears (2/2, so 4/2 with flying) and the Marshal die to one wrath. The
// abilities look back in time (CR 603.10a): just before the event the
// Bears had flying and power 4, given by the Marshal dying with them, so
// each Ledger triggers for each Bear; the Marshal (2/2, no flying) for
// neither. 4 life.
func TestH526LookBackLordDiesWithThem(t *testing.T) {
	marshal := def(t, card.Definition{Name: "Sky Marshal", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Bird"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsGroup,
			Group: ability.Group{Side: ability.YourSide, Other: true}, Power: 2, Keywords: ability.Flying}}})
	wing := h526Ench(t, "Wingfall Ledger", h526Dies(ability.Filter{WithKeyword: ability.Flying, Side: ability.YourSide}, h526Gain(1)))
	heavy := h526Ench(t, "Heavy Ledger", h526Dies(ability.Filter{MinPower: 3, Side: ability.YourSide}, h526Gain(1)))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	bf(t, g, 0, marshal)
	b1 := bf(t, g, 0, h526Bear(t, "Moss Bear"))
	bf(t, g, 0, h526Bear(t, "Moss Bear"))
	bf(t, g, 0, wing)
	bf(t, g, 0, heavy)
	w := hand(t, g, 0, h526Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, b1).Keywords.Has(ability.Flying))
	h526Wrathed(t, g, 0, w)
	require.Len(t, g.PendingTriggers(0), 4)
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
}

// 2. The same Marshal, now "Other creatures you control get +0/+1 and
// have flying", with two Frail Wisps (1/0, so 1/1 with flying). Doom
// Pin destroys the Marshal; the Wisps die at the next check of
// state-based actions (CR 704.5f), a later event: just before it they
// had no flying any more (CR 603.10a, 611.3a), so the Wingfall Ledger
// doesn't trigger for them. Alice's Mourner-style Tally ("whenever a
// creature dies") triggers for all three; the checks are all done before
// any trigger goes on the stack (CR 704.3), so her three triggers wait
// to be ordered together.
func TestH526LookBackLaterEventSeesNoLord(t *testing.T) {
	marshal := def(t, card.Definition{Name: "Sky Marshal", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Bird"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsGroup,
			Group: ability.Group{Side: ability.YourSide, Other: true}, Toughness: 1, Keywords: ability.Flying}}})
	wisp := creature(t, "Frail Wisp", "{U}", 1, 0, 0, "Spirit")
	wing := h526Ench(t, "Wingfall Ledger", h526Dies(ability.Filter{WithKeyword: ability.Flying}, h526Gain(5)))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Swamp, 1)
	m := bf(t, g, 0, marshal)
	w1 := bf(t, g, 0, wisp)
	w2 := bf(t, g, 0, wisp)
	bf(t, g, 0, wing)
	bf(t, g, 0, h526Tally(t))
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, w1).Keywords.Has(ability.Flying))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, doom, obj(m)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.True(t, gone(g, m) && gone(g, w1) && gone(g, w2))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, 3, g.Pending().Count, "the three deaths of two checks wait together")
	require.Len(t, g.PendingTriggers(0), 3)
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0), "only the Tally: the Wisps had no flying as they died")
}

// 3. A wrath in a three-player game. Alice's Grave Tally ("whenever a
// creature dies"), Bob's Ashen Mourner ("whenever another creature
// dies"), and Carol's Bear; Alice controls Bob's Bear (Steal). Each
// player's triggers are theirs: Alice's Tally three times, Bob's Mourner
// twice (the two other creatures, CR 603.10a), none of Carol's. With
// Alice active, hers go on the stack first and Bob's on top of them
// (CR 603.3b, 101.4): Bob's resolve first.
func TestH526WrathAPNAPStack(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	bf(t, g, 0, h526Tally(t))
	bf(t, g, 1, h526Mourner(t))
	bf(t, g, 1, h526Bear(t, "Bob's Bear"), game.PutOptions{Controller: 0, SetController: true})
	bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	w := hand(t, g, 0, h526Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h526Wrathed(t, g, 0, w)
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "the active player orders first")
	h526Order(t, g)
	require.Equal(t, []game.PlayerID{1, 1, 0, 0, 0}, h526Controllers(g))
	resolve(t, g, nil)
	require.Equal(t, []int{23, 22, 20}, lifes(g))
}

// 4. Three players. Alice's Pyre Wave: "Pyre Wave deals 2 damage to each
// creature and each player." Bob is at 2 life. One check of state-based
// actions (CR 704.3) destroys every creature (CR 704.5g) and makes Bob
// lose (CR 704.5a) at once: his creatures died, so Alice's Grave Tally
// triggers for each of the four creatures, his included (CR 603.10a);
// Bob leaves the game (CR 800.4a) and the triggers of his Mourner, his,
// are never put on the stack (CR 800.4d). Carol's Mourner sees the three
// others die.
func TestH526LoserAndCreaturesInOneCheck(t *testing.T) {
	wave := sorcery(t, "Pyre Wave", "{2}{R}", nil,
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachPlayer, Amount: ability.N(2)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	bf(t, g, 0, h526Tally(t))
	bf(t, g, 1, h526Mourner(t))
	bf(t, g, 1, h526Bear(t, "Bob's Bear"))
	bf(t, g, 2, h526Mourner(t))
	bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	wv := hand(t, g, 0, wave)
	require.NoError(t, g.SetLife(1, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, wv))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority && g.StackLen() > 0 && g.Stack()[0].Controller == 0 && g.Stack()[0].Card == wave; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, g.Lost(1))
	require.Len(t, g.PendingTriggers(0), 4, "Bob's creatures died before he left")
	require.Empty(t, g.PendingTriggers(1))
	require.Len(t, g.PendingTriggers(2), 3)
	resolve(t, g, nil)
	require.Equal(t, 18+4, g.Life(0))
	require.Equal(t, 18+3, g.Life(2))
}

// h526Seize is "{2}{U}{U} sorcery" with the two effects in order on its
// two targets: effs[0] on target 0, effs[1] on target 1.
func h526Seize(t *testing.T, name string, effs ...ability.Effect) *card.Definition {
	return sorcery(t, name, "{2}{U}{U}", []ability.TargetSpec{ability.TargetCreature, ability.TargetCreature}, effs...)
}

// 5. Bob's Ashen Mourner ("whenever another creature dies, you gain 1
// life") and Bob's Bear. Alice's Grim Exchange: "Destroy target creature.
// Then gain control of target creature." targeting the Bear, then the
// Mourner. The Mourner triggers as the Bear dies, while Bob controls it;
// when the ability is put on the stack, after the spell has resolved
// (CR 603.3, 608.2), Alice controls the Mourner, but the ability is
// Bob's: it is controlled by the player who controlled its source when
// it triggered (CR 603.3a). Bob gains 1. The other order, Sly Exchange
// ("Gain control of target creature. Then destroy target creature."),
// makes the ability Alice's.
func TestH526ControllerWhenItTriggered(t *testing.T) {
	destroy := ability.Effect{Op: ability.OpDestroy, Target: 0}
	steal := ability.Effect{Op: ability.OpGainControl, Target: 1, Duration: ability.Permanently}
	grim := h526Seize(t, "Grim Exchange", destroy, steal)
	destroy2 := ability.Effect{Op: ability.OpDestroy, Target: 1}
	steal2 := ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently}
	sly := h526Seize(t, "Sly Exchange", steal2, destroy2)
	for _, c := range []struct {
		spell      *card.Definition
		stealFirst bool
		gainer     game.PlayerID
	}{{grim, false, 1}, {sly, true, 0}} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 4)
		m := bf(t, g, 1, h526Mourner(t))
		b := bf(t, g, 1, h526Bear(t, "Bob's Bear"))
		sp := hand(t, g, 0, c.spell)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if c.stealFirst {
			require.NoError(t, g.Cast(0, sp, obj(m), obj(b)))
		} else {
			require.NoError(t, g.Cast(0, sp, obj(b), obj(m)))
		}
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		require.Equal(t, game.PlayerID(0), info(t, g, m).Controller, c.spell.Name)
		require.Equal(t, []game.PlayerID{c.gainer}, h526Controllers(g), c.spell.Name)
		resolve(t, g, nil)
		require.Equal(t, 21, g.Life(c.gainer), c.spell.Name)
		require.Equal(t, 20, g.Life(1-c.gainer), c.spell.Name)
	}
}

// 6. Three players. Alice controls Bob's Ashen Mourner (it entered under
// Bob's control; Alice's Steal took it). A wrath destroys it with
// Carol's Bear: the Mourner's ability triggers for the Bear, looking
// back, controlled by Alice, its controller just before (CR 603.10a,
// 603.3a). Alice's Grave Tally triggers twice too. While Alice orders
// her three triggers Bob concedes: his cards leave the game, the
// Mourner card in his graveyard with them (CR 800.4a), but the Mourner's
// ability is Alice's, an ability independent of its source once it has
// triggered (CR 112.7a, 603.3a): it stays and resolves. Alice gains 3.
func TestH526StolenSourceOwnerLeavesWhileOrdering(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	bf(t, g, 0, h526Tally(t))
	m := bf(t, g, 1, h526Mourner(t), game.PutOptions{Controller: 0, SetController: true})
	bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	w := hand(t, g, 0, h526Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h526Wrathed(t, g, 0, w)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, 3, g.Pending().Count)
	concede(t, g, 1)
	require.True(t, left(g, m))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, 3, g.Pending().Count)
	require.Len(t, g.PendingTriggers(0), 3)
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 2. Tokens created together, triggers waiting for a resolution or
// a cast

// h526Brood is a 1/1 black Brood token: "Whenever another creature
// enters the battlefield, you gain 1 life."
func h526Brood(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Brood", Types: ability.Creature, Subtypes: []string{"Insect"}, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Effects: []ability.Effect{h526Gain(1)}}}})
}

// 7. Alice's Brood Call: "Create three Brood tokens" (each "Whenever
// another creature enters the battlefield, you gain 1 life"). Her
// Welcome Mat: "Whenever a creature enters the battlefield, put a +1/+1
// counter on it." Bob's Watchful Eye: "Whenever a creature enters the
// battlefield under an opponent's control, you draw a card." The three
// tokens enter in one event: each Brood sees the two others enter
// (CR 603.6a), the Mat each of the three, the Eye each of the three.
// Alice orders her nine triggers, then Bob his three; his are on top
// (CR 603.3b). The Mat's three triggers differ by the creature they put
// the counter on, so LegalActions offers each; each Brood's two triggers
// are alike. Afterwards each token is 2/2, Alice gained 6, Bob drew 3.
func TestH526TokensEnterTogether(t *testing.T) {
	mat := h526Ench(t, "Welcome Mat", ability.Triggered{Event: ability.PermanentEnters, Match: ability.Filter{Types: ability.Creature},
		Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectEventObject, Counter: "+1/+1", Amount: ability.N(1)}}})
	eye := h526Ench(t, "Watchful Eye", ability.Triggered{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: []ability.Effect{h526Draw}})
	call := sorcery(t, "Brood Call", "{2}{B}", nil,
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: h526Brood(t), Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	bf(t, g, 0, mat)
	bf(t, g, 1, eye)
	c := hand(t, g, 0, call)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 9}, g.Pending())
	require.Len(t, g.PendingTriggers(1), 3)
	require.Len(t, h526Listed(g), 3+3, "three Broods (two alike triggers each) and the Mat's three")
	h526Order(t, g)
	require.Equal(t, 12, g.StackLen())
	ctl := h526Controllers(g)
	require.Equal(t, []game.PlayerID{1, 1, 1}, ctl[:3])
	resolve(t, g, nil)
	toks := g.Zone(0, zone.Battlefield)
	n := 0
	for _, id := range toks {
		if o := info(t, g, id); o.Card != nil && o.Card.Name == "Brood" {
			n++
			require.Equal(t, [2]int{2, 2}, pt(t, g, id))
		}
	}
	require.Equal(t, 3, n)
	require.Equal(t, 26, g.Life(0))
	require.Equal(t, 3, g.ZoneLen(1, zone.Hand))
}

// 8. Alice's Grim Harvest: "Destroy target creature. Then each player
// sacrifices a creature." Her Grave Tally triggers as the target dies,
// in the middle of the resolution; the ability waits until the spell
// has finished resolving (CR 603.3, 608.2): while the players choose
// what to sacrifice the stack holds only the spell (CR 608.2k). The Tally's second
// and third triggers (the sacrifices) join it, and Alice orders the
// three together; then Bob's Mourner, which saw the target and Alice's
// sacrificed creature die before it was sacrificed with Bob's other
// creature — the sacrifices are simultaneous (CR 701.15, 603.10a): it
// sees his Bear die too.
func TestH526TriggersWaitForResolution(t *testing.T) {
	harvest := sorcery(t, "Grim Harvest", "{3}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachPlayer, Group: ability.Group{Types: ability.Creature}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	bf(t, g, 0, h526Tally(t))
	ab := bf(t, g, 0, h526Bear(t, "Alice's Bear"))
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	m := bf(t, g, 1, h526Mourner(t))
	hv := hand(t, g, 0, harvest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, hv, obj(ox)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	// Alice has one creature: it is sacrificed without a choice; Bob is
	// asked (only the Mourner is left, but he may be asked anyway).
	for i := 0; i < 5 && g.Pending().Kind == game.DecideSacrifice; i++ {
		require.Equal(t, []string{"Grim Harvest"}, h526Names(g), "only the resolving spell is on the stack (CR 608.2k)")
		d := g.Pending()
		var pick game.ObjectID
		for _, a := range g.LegalActions(nil) {
			pick = a.Object
		}
		require.NoError(t, g.Apply(chooseObj(d.Player, pick)))
	}
	require.True(t, gone(g, ox) && gone(g, ab) && gone(g, m))
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 3}, g.Pending())
	require.Len(t, g.PendingTriggers(1), 2, "the Ox and Alice's Bear, seen by the Mourner as it was sacrificed")
	resolve(t, g, nil)
	require.Equal(t, []int{23, 22}, lifes(g))
}

// h526Altar is "{B} sorcery. As an additional cost to cast this spell,
// sacrifice a creature. You gain 2 life."
func h526Altar(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Altar Offering", ManaCost: cost("{B}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature}, Spell: ability.Spell{Effects: []ability.Effect{h526Gain(2)}}})
}

// 9. Alice casts Altar Offering, sacrificing her Ember Martyr ("When
// Ember Martyr dies, it deals 1 damage to each opponent") as its
// additional cost. Her Grave Tally and the Martyr trigger as it is
// sacrificed, and her Chant Stone ("Whenever you cast a spell, you gain
// 1 life") as the spell becomes cast; none goes on the stack during the
// cast: they wait until a player would receive priority, after it
// (CR 601.2i, 603.3), and Alice orders all three together, above the
// spell (CR 603.3b). They resolve before it.
func TestH526SacrificeCostTriggersAboveSpell(t *testing.T) {
	martyr := h526Crt(t, "Ember Martyr", 1, 1, ability.Triggered{Event: ability.Dies,
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}})
	chant := def(t, card.Definition{Name: "Chant Stone", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Effects: []ability.Effect{h526Gain(1)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	mt := bf(t, g, 0, martyr)
	bf(t, g, 0, h526Tally(t))
	bf(t, g, 0, chant)
	al := hand(t, g, 0, h526Altar(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, al))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, 1, g.StackLen(), "only the spell being cast")
	require.NoError(t, g.Apply(chooseObj(0, mt)))
	require.True(t, gone(g, mt))
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 3}, g.Pending())
	require.Len(t, h526Listed(g), 3)
	require.Equal(t, []string{"Altar Offering"}, h526Names(g))
	h526Order(t, g)
	require.Equal(t, 4, g.StackLen())
	require.Equal(t, "Altar Offering", h526Names(g)[3], "the spell is at the bottom")
	resolve(t, g, nil)
	require.Equal(t, []int{24, 19}, lifes(g))
}

// 10. Two-Headed Giant, Alice's team's turn. Each player has a Grave
// Tally and a Bear; Alice casts a wrath. Every Tally triggers four times
// (CR 603.10a). The active team puts all the triggers any of its players
// controls on the stack in the order it chooses, then the other team
// (CR 805.7, 603.3b): one decision of eight for Alice's team, which Bob
// may answer as well as Alice, then one of eight for Carol's team, whose
// triggers end on top. Each team gains 8 (CR 810.9).
func TestH526TwoHeadedWrathTeamsOrder(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	for p := 0; p < 4; p++ {
		bf(t, g, game.PlayerID(p), h526Tally(t))
		bf(t, g, game.PlayerID(p), h526Bear(t, names[p]+"'s Bear"))
	}
	w := hand(t, g, 0, h526Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h526Wrathed(t, g, 0, w)
	d := g.Pending()
	require.Equal(t, game.DecideTriggerOrder, d.Kind)
	require.Equal(t, game.PlayerID(0), g.Team(d.Player))
	require.Equal(t, 8, d.Count)
	require.Len(t, g.PendingTriggers(1), 8, "the team's triggers, listed for either player")
	require.True(t, g.MayAnswer(1), "either teammate answers the team's decision")
	// Bob answers.
	for i := 0; i < 8 && g.Pending().Kind == game.DecideTriggerOrder && g.Team(g.Pending().Player) == 0; i++ {
		require.NoError(t, g.Apply(choose(1, 0)))
	}
	d = g.Pending()
	require.Equal(t, game.DecideTriggerOrder, d.Kind)
	require.Equal(t, game.PlayerID(2), g.Team(d.Player))
	require.Equal(t, 8, d.Count)
	h526Order(t, g)
	require.Equal(t, 16, g.StackLen())
	ctl := h526Controllers(g)
	for i, c := range ctl {
		if i < 8 {
			require.Equal(t, game.PlayerID(2), g.Team(c), "the other team's on top")
		} else {
			require.Equal(t, game.PlayerID(0), g.Team(c))
		}
	}
	resolve(t, g, nil)
	require.Equal(t, 38, g.Life(0))
	require.Equal(t, 38, g.Life(2))
}

// 11. Saves, loads and clones while an order choice waits. Alice's
// Spawn Call made two Gravewisp tokens ("Whenever another creature dies,
// you gain 1 life" and "When this dies, each opponent loses 1 life").
// A wrath destroys them with a Bear: six triggers (each Wisp sees the
// other and the Bear die, and its own death, CR 603.10a, 700.4). The
// tokens cease to exist at the next check of state-based actions
// (CR 704.5d), made before any trigger goes on the stack (CR 704.3), so
// the order is chosen with both sources gone. A save loaded, a clone
// and the game each go on alike, choosing the last trigger first.
func TestH526SaveLoadCloneWhileOrderingGoneTokens(t *testing.T) {
	wisp := def(t, card.Definition{Name: "Gravewisp", Types: ability.Creature, Subtypes: []string{"Spirit"}, Power: C(1), Toughness: C(1),
		Colors: h526BlackSet,
		Triggered: []ability.Triggered{
			h526Dies(ability.Filter{Another: true}, h526Gain(1)),
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}},
		}})
	call := sorcery(t, "Spawn Call", "{1}{B}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: wisp, Amount: ability.N(2)})
	wrath := h526Wrath(t)
	bear := h526Bear(t, "Alice's Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	lands(t, g, 0, card.Swamp, 2)
	c := hand(t, g, 0, call)
	w := hand(t, g, 0, wrath)
	bf(t, g, 0, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	h526Wrathed(t, g, 0, w)
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 6}, g.Pending())
	for _, id := range g.Zone(0, zone.Graveyard) {
		require.NotEqual(t, "Gravewisp", info(t, g, id).Card.Name, "the tokens ceased to exist")
	}
	prompt := g.Prompt(game.English)
	gs := h479Copies(t, g, wisp, call, wrath, bear)
	for i, x := range gs {
		require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 6}, x.Pending(), "game %d", i)
		require.Len(t, x.PendingTriggers(0), 6, "game %d", i)
		require.Equal(t, prompt, x.Prompt(game.English), "game %d", i)
		for x.Pending().Kind == game.DecideTriggerOrder {
			require.NoError(t, x.Apply(choose(0, x.Pending().Count-1)), "game %d", i)
		}
		resolve(t, x, nil)
		require.Equal(t, []int{24, 18}, lifes(x), "game %d", i)
	}
	h479Same(t, gs)
}

var h526BlackSet = mana.SetOf(mana.Black)

// ---------------------------------------------------------------------
// Part 3. "May" triggers, loops of state-based actions and triggers,
// combat in four-player games

// h526Shade is a 1/1 "When Wishful Shade dies, you may draw a card."
func h526Shade(t *testing.T) *card.Definition {
	d := h526Draw
	d.Optional = true
	return h526Crt(t, "Wishful Shade", 1, 1, ability.Triggered{Event: ability.Dies, Effects: []ability.Effect{d}})
}

// 12. Three players. Alice controls one of Bob's Wishful Shades ("When
// this dies, you may draw a card"); Bob controls the other. Alice's
// wrath destroys both: each ability is controlled by the Shade's
// controller as it last existed (CR 603.3a, 603.10a). Bob's is put on
// the stack last (CR 603.3b) and resolves first: Bob is asked and
// declines (CR 603.5); then Alice is asked about hers and draws.
func TestH526MayTriggersAskTheirControllers(t *testing.T) {
	shade := h526Shade(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	bf(t, g, 1, shade, game.PutOptions{Controller: 0, SetController: true})
	bf(t, g, 1, shade)
	w := hand(t, g, 0, h526Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h526Wrathed(t, g, 0, w)
	require.Equal(t, []game.PlayerID{1, 0}, h526Controllers(g))
	var asked []game.PlayerID
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, d.Kind)
		asked = append(asked, d.Player)
		if d.Player == 0 {
			return choose(0, 1)
		}
		return choose(d.Player, 0)
	})
	require.Equal(t, []game.PlayerID{1, 0}, asked)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
}

// 13. Alice's three Cinder Husks: "When Cinder Husk dies, it deals 1
// damage to each creature." Bob's Ox is 3/3; Alice has a Grave Tally.
// Bob's Sun Needle kills one Husk; its ability kills the two others, at
// one check of state-based actions (CR 704.3, 704.5g), and deals the Ox
// 1; their two abilities wait and go on the stack together, each dealing
// the Ox 1 more: the Ox dies with 3 damage. The Tally triggered four
// times; every Husk ability was Alice's. State-based actions and triggers
// take turns until neither happens (CR 704.3, 603.3b).
func TestH526ChainOfDeaths(t *testing.T) {
	husk := h526Crt(t, "Cinder Husk", 1, 1, ability.Triggered{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDamage,
		Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}, Amount: ability.N(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	h1 := bf(t, g, 0, husk)
	bf(t, g, 0, husk)
	bf(t, g, 0, husk)
	bf(t, g, 0, h526Tally(t))
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	nd := hand(t, g, 1, whiteBolt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, nd, obj(h1)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 2}, g.Pending())
	require.NoError(t, g.Apply(choose(0, h526Index(t, g, 0, "Grave Tally"))))
	require.Equal(t, []string{"Cinder Husk", "Grave Tally"}, h526Names(g))
	h489Top(t, g)
	require.Equal(t, 1, info(t, g, ox).Damage)
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 4}, g.Pending(), "two Husks and two Tally triggers")
	resolve(t, g, nil)
	require.True(t, gone(g, ox))
	require.Equal(t, 24, g.Life(0))
	require.Equal(t, 0, g.ZoneLen(0, zone.Battlefield)-1, "only the Tally is left")
}

// 14. Four players, Dave's turn. Dave's three Bears attack Alice, Bob and
// Carol, and each blocks with a Bear: the six Bears die in one combat
// damage step (CR 510.2, 704.5g). Every player's Grave Tally triggers six
// times. They go on the stack in APNAP order from Dave (CR 603.3b,
// 101.4): Dave's first, at the bottom, then Alice's, Bob's and Carol's,
// each player ordering their own; Carol's six are on top.
func TestH526FourPlayerCombatDeathsAPNAP(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 3)
	var att [3]game.ObjectID
	var blk [3]game.ObjectID
	for p := 0; p < 4; p++ {
		bf(t, g, game.PlayerID(p), h526Tally(t))
	}
	for i := 0; i < 3; i++ {
		att[i] = bf(t, g, 3, h526Bear(t, "Dave's Bear"))
		blk[i] = bf(t, g, game.PlayerID(i), h526Bear(t, names[i]+"'s Bear"))
	}
	require.NoError(t, g.Start(2, 3, game.Main1))
	h483ToAttack(t, g)
	attack(t, g, 3, game.Attack{Attacker: att[0], Player: 0}, game.Attack{Attacker: att[1], Player: 1}, game.Attack{Attacker: att[2], Player: 2})
	for i := 0; i < 3; i++ {
		toBlockers(t, g)
		d := g.Pending()
		require.Equal(t, game.PlayerID(i), d.Player, "defending players block in turn order from Dave (CR 802.4)")
		block(t, g, d.Player, game.Block{Blocker: blk[d.Player], Attacker: att[d.Player]})
	}
	for i := 0; i < 40 && g.Pending().Kind == game.DecidePriority && g.StackLen() == 0; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	var orderers []game.PlayerID
	for i := 0; i < 40 && g.Pending().Kind == game.DecideTriggerOrder; i++ {
		d := g.Pending()
		if len(orderers) == 0 || orderers[len(orderers)-1] != d.Player {
			orderers = append(orderers, d.Player)
			require.Equal(t, 6, d.Count)
		}
		require.NoError(t, g.Apply(choose(d.Player, 0)))
	}
	require.Equal(t, []game.PlayerID{3, 0, 1, 2}, orderers)
	require.Equal(t, []game.PlayerID{2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3}, h526Controllers(g))
	resolve(t, g, nil)
	require.Equal(t, []int{26, 26, 26, 26}, lifes(g))
}

// 15. Alice's Mass Exhumation: "Put all creature cards from all
// graveyards onto the battlefield under your control." From her
// graveyard a Herald Shade ("When this enters the battlefield, you gain
// 2 life") and a Gatherer Shade ("Whenever another creature enters the
// battlefield, you gain 1 life"); from Bob's a Herald Shade and a Bear.
// They enter together (CR 603.6a): both Heralds' abilities are Alice's,
// Bob's card included, since she controls it as it triggers (CR 603.3a);
// the Gatherer sees the three others. Bob's Watchful Eye ("Whenever a
// creature enters the battlefield under an opponent's control, you draw
// a card") sees all four, his own cards too.
func TestH526ReanimatedTogetherTrigger(t *testing.T) {
	herald := h526Crt(t, "Herald Shade", 1, 1, ability.Triggered{Event: ability.EntersBattlefield, Effects: []ability.Effect{h526Gain(2)}})
	gatherer := h526Crt(t, "Gatherer Shade", 1, 1, ability.Triggered{Event: ability.AnotherCreatureEnters, Effects: []ability.Effect{h526Gain(1)}})
	eye := h526Ench(t, "Watchful Eye", ability.Triggered{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: []ability.Effect{h526Draw}})
	ex := sorcery(t, "Mass Exhumation", "{3}{B}{B}", nil, ability.Effect{Op: ability.OpReanimateAll, Filter: ability.Filter{Types: ability.Creature}})
	g := newGame(t, 2)
	libs(t, g, 6)
	lands(t, g, 0, card.Swamp, 5)
	put(t, g, 0, zone.Graveyard, herald)
	put(t, g, 0, zone.Graveyard, gatherer)
	bh := put(t, g, 1, zone.Graveyard, herald)
	put(t, g, 1, zone.Graveyard, h526Bear(t, "Bob's Bear"))
	bf(t, g, 1, eye)
	e := hand(t, g, 0, ex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	nb, ok := g.Follow(bh)
	require.True(t, ok)
	require.Equal(t, game.PlayerID(0), info(t, g, nb).Controller)
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 5}, g.Pending())
	require.Len(t, g.PendingTriggers(1), 4)
	resolve(t, g, nil)
	require.Equal(t, 20+2+2+3, g.Life(0))
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 4, g.ZoneLen(1, zone.Hand))
}

// 16. Two-Headed Giant, Alice's team attacks: Alice's two Bears are
// blocked by Carol's two Bears and all four die. Bob's Foe Ledger:
// "Whenever a creature an opponent controls dies, you gain 1 life" — his
// teammate's Bears are not an opponent's (CR 102.3): it triggers
// twice. Dave's Foe Ledger triggers twice too, for Alice's Bears. The
// active team's two go on the stack first, Dave's on top (CR 805.7).
func TestH526TwoHeadedCombatOpponentsDie(t *testing.T) {
	foe := h526Ench(t, "Foe Ledger", h526Dies(ability.Filter{Side: ability.OpponentSide}, h526Gain(1)))
	g := newTwoHeaded(t)
	libs(t, g, 3)
	a1 := bf(t, g, 0, h526Bear(t, "Alice's Bear"))
	a2 := bf(t, g, 0, h526Bear(t, "Alice's Bear"))
	c1 := bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	c2 := bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	bf(t, g, 1, foe)
	bf(t, g, 3, foe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h483ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 2}, game.Attack{Attacker: a2, Player: 3})
	toBlockers(t, g)
	block(t, g, g.Pending().Player, game.Block{Blocker: c1, Attacker: a1}, game.Block{Blocker: c2, Attacker: a2})
	for i := 0; i < 40 && g.Pending().Kind == game.DecidePriority && g.StackLen() == 0; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, gone(g, a1) && gone(g, a2) && gone(g, c1) && gone(g, c2))
	h526Order(t, g)
	require.Equal(t, []game.PlayerID{3, 3, 1, 1}, h526Controllers(g))
	resolve(t, g, nil)
	require.Equal(t, 32, g.Life(0))
	require.Equal(t, 32, g.Life(2))
}

// 17. Alice's two Tithe Shades: "When Tithe Shade dies, you may pay {1}.
// If you do, draw a card." A wrath (four of her five Plains) destroys
// both; each ability asks as it resolves (CR 603.5, 608.2c). She pays
// the first with her last Plains and draws; for the second she can't pay
// any more, so "no" is the only answer offered, and a "yes" is refused:
// the payment is a cost paid on resolution (CR 117.12), which a player
// without the resources can't pay (CR 117.3).
func TestH526MayPayTriggersOneAffordable(t *testing.T) {
	d := h526Draw
	d.Optional, d.PayMana = true, cost("{1}")
	shade := h526Crt(t, "Tithe Shade", 1, 1, ability.Triggered{Event: ability.Dies, Effects: []ability.Effect{d}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 5)
	bf(t, g, 0, shade)
	bf(t, g, 0, shade)
	w := hand(t, g, 0, h526Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h526Wrathed(t, g, 0, w)
	h526Order(t, g)
	require.Equal(t, 2, g.StackLen())
	var answers [][]int
	resolve(t, g, func(x game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, x.Kind)
		answers = append(answers, h526Listed(g))
		if len(answers) == 1 {
			return choose(0, 1)
		}
		require.Error(t, g.Apply(choose(0, 1)), "nothing left to pay {1} with")
		return choose(0, 0)
	})
	require.Len(t, answers, 2)
	require.ElementsMatch(t, []int{0, 1}, answers[0])
	require.Equal(t, []int{0}, answers[1])
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 18. Alice casts Gloomtide Reaver ("When this enters the battlefield,
// destroy target creature an opponent controls. You gain 3 life."). It
// enters and two abilities trigger: the Reaver's, Alice's, and Bob's
// Watchful Eye ("Whenever a creature enters the battlefield under an
// opponent's control, you draw a card"). Alice puts hers on the stack
// first, targeting Bob's Ox, which makes Bob's Oath Warden ("Whenever a
// creature you control becomes the target of a spell or ability an
// opponent controls, you gain 2 life") trigger. That ability triggered
// during the process of putting the others on the stack: it goes on the
// stack only after them, in a round of its own (CR 603.3b) — Bob is not
// asked to order it with the Eye's. Top of the stack: the Warden's, the
// Eye's, the Reaver's.
func TestH526TriggeredWhilePlacingWaitsForTheRound(t *testing.T) {
	eye := h526Ench(t, "Watchful Eye", ability.Triggered{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: []ability.Effect{h526Draw}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	r := hand(t, g, 0, h483Reaver(t))
	o := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 1, eye)
	bf(t, g, 1, h483Warden(t, "Oath Warden"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Apply(targets(0, obj(o))))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "Bob has one trigger in each round: nothing to order")
	require.Equal(t, []string{"Oath Warden", "Watchful Eye", "Gloomtide Reaver"}, h526Names(g))
	resolve(t, g, nil)
	require.Equal(t, []int{23, 22}, lifes(g))
	require.True(t, gone(g, o))
}

// 19. Alice's only mana source is a Generator Servant ("{T}, Sacrifice
// Generator Servant: Add {C}{C}"). She casts Tithe Offering ({2}
// sorcery: "You gain 2 life"), and the payment sacrifices the Servant
// (CR 601.2g, 605.3a). Her Grave Tally triggers as the Servant dies
// during the cast; it goes on the stack only once the spell is cast,
// the next time a player would receive priority (CR 601.2i, 603.3),
// above the spell, and resolves first.
func TestH526ManaSacrificeDuringCastTriggersAbove(t *testing.T) {
	offering := sorcery(t, "Tithe Offering", "{2}", nil, h526Gain(2))
	g := newGame(t, 2)
	libs(t, g, 3)
	sv := bf(t, g, 0, card.GeneratorServant)
	bf(t, g, 0, h526Tally(t))
	o := hand(t, g, 0, offering)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	require.True(t, gone(g, sv))
	require.Equal(t, []string{"Grave Tally", "Tithe Offering"}, h526Names(g))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 21, g.Life(0), "the Tally's ability resolved first")
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 20. Alice's Tithe Shade ("When this dies, you may pay {1}. If you do,
// draw a card") dies to Bob's Doom Pin. As its ability resolves and asks
// whether she pays, Alice activates her Generator Servant's mana ability
// to pay (CR 605.3a, 608.2f): the Servant dies in the middle of the
// resolution, and her Grave Tally's ability waits until the Shade's
// ability has finished resolving (CR 603.3), then goes on the stack
// alone.
func TestH526ManaSacrificeDuringResolutionWaits(t *testing.T) {
	d := h526Draw
	d.Optional, d.PayMana = true, cost("{1}")
	shade := h526Crt(t, "Tithe Shade", 1, 1, ability.Triggered{Event: ability.Dies, Effects: []ability.Effect{d}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Swamp, 1)
	sh := bf(t, g, 0, shade)
	sv := bf(t, g, 0, card.GeneratorServant)
	bf(t, g, 0, h526Tally(t))
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(sh)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	// The Shade's and the Tally's abilities: Alice orders them, the
	// Shade's on top.
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.NoError(t, g.Apply(choose(0, h526Index(t, g, 0, "Grave Tally"))))
	require.Equal(t, []string{"Tithe Shade", "Grave Tally"}, h526Names(g))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(h478Mana(0, sv, 0)))
	require.True(t, gone(g, sv))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind, "the question still waits")
	require.NoError(t, g.Apply(choose(0, 1)))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, []string{"Grave Tally", "Grave Tally"}, h526Names(g), "the Servant's death, above the Shade's")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 21. Grim Harvest again ("Destroy target creature. Then each player
// sacrifices a creature"), with Bob choosing between his Bear and his
// Ashen Mourner. While he chooses, Alice's Grave Tally's ability from
// the destroyed Ox waits (CR 603.3, 608.2). A save loaded, a clone and
// the game go on alike from there: Bob sacrifices the Bear, the Tally
// triggers twice more (Alice's Elk and Bob's Bear), and the Mourner, which
// stays, triggers three times.
func TestH526SaveWhileResolutionChoiceWithTriggersWaiting(t *testing.T) {
	harvest := sorcery(t, "Grim Harvest", "{3}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachPlayer, Group: ability.Group{Types: ability.Creature}})
	tally, mourner := h526Tally(t), h526Mourner(t)
	ox := creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox")
	elk := creature(t, "Alice's Elk", "{1}{G}", 2, 2, 0, "Elk")
	bear := h526Bear(t, "Bob's Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	bf(t, g, 0, tally)
	bf(t, g, 0, elk)
	o := bf(t, g, 1, ox)
	br := bf(t, g, 1, bear)
	m := bf(t, g, 1, mourner)
	hv := hand(t, g, 0, harvest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, hv, obj(o)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	for i := 0; i < 3 && g.Pending().Kind == game.DecideSacrifice && g.Pending().Player == 0; i++ {
		require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	}
	require.Equal(t, game.Decision{Kind: game.DecideSacrifice, Player: 1}, game.Decision{Kind: g.Pending().Kind, Player: g.Pending().Player})
	require.True(t, gone(g, o))
	require.Len(t, g.PendingTriggers(0), 1, "the Tally's ability for the Ox waits")
	gs := h479Copies(t, g, harvest, tally, mourner, ox, elk, bear)
	for i, x := range gs {
		require.NoError(t, x.Apply(chooseObj(1, br)), "game %d", i)
		require.False(t, gone(x, m))
		resolve(t, x, nil)
		require.Equal(t, []int{23, 23}, lifes(x), "game %d", i)
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 4. Players leaving the game while triggers wait

// h526Reckoning is "{2}{B}{R} sorcery: Destroy target creature. Then
// Reckoning deals 2 damage to each opponent."
func h526Reckoning(t *testing.T) *card.Definition {
	return sorcery(t, "Reckoning", "{2}{B}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(2)})
}

// 22. Three players. Bob is at 2 life with an Ashen Mourner ("whenever
// another creature dies, you gain 1 life"). Alice's Reckoning destroys
// Carol's Bear, then deals Bob 2. The Mourner triggered as the Bear died,
// in the middle of the resolution; before it would be put on the stack
// state-based actions are checked (CR 704.3): Bob loses and leaves the
// game, and his ability, which would be controlled by a player who has
// left, isn't put on the stack (CR 800.4d). It doesn't gain him life in
// time: abilities wait for the resolution to end (CR 603.3). Alice's
// Grave Tally's ability goes on the stack.
func TestH526WaitingTriggerOfPlayerWhoLoses(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, h526Tally(t))
	bf(t, g, 1, h526Mourner(t))
	cb := bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	rk := hand(t, g, 0, h526Reckoning(t))
	require.NoError(t, g.SetLife(1, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, rk, obj(cb)))
	for i := 0; i < 3 && g.Pending().Kind == game.DecidePriority && g.StackLen() == 1 && g.Stack()[0].Card.Name == "Reckoning"; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, g.Lost(1))
	require.Equal(t, []game.PlayerID{0}, h526Controllers(g))
	require.Equal(t, []string{"Grave Tally"}, h526Names(g))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// 23. Three players. Alice controls Bob's Ashen Mourner. Her Reckoning
// destroys Carol's Bear, then deals 2 damage to Bob (at 2) and Carol:
// the Mourner's ability triggers for Alice, who controls it (CR 603.3a).
// Bob then loses and leaves the game, and the Mourner, his card, leaves
// with him (CR 800.4a) before the ability is put on the stack. The
// ability is Alice's and exists apart from its source (CR 112.7a): it
// goes on the stack and she gains 1.
func TestH526StolenSourceLeavesBeforeItsTriggerIsStacked(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Mountain, 2)
	m := bf(t, g, 1, h526Mourner(t), game.PutOptions{Controller: 0, SetController: true})
	cb := bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	rk := hand(t, g, 0, h526Reckoning(t))
	require.NoError(t, g.SetLife(1, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, rk, obj(cb)))
	for i := 0; i < 3 && g.Pending().Kind == game.DecidePriority && g.StackLen() == 1 && g.Stack()[0].Card.Name == "Reckoning"; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, g.Lost(1))
	require.True(t, left(g, m))
	require.Equal(t, []game.PlayerID{0}, h526Controllers(g))
	require.Equal(t, []string{"Ashen Mourner"}, h526Names(g))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.CheckInvariants())
}

// 24. Three players, Alice's turn. Alice concedes in her main phase; the
// turn goes on without an active player (CR 800.4i). Bob then casts
// Ashen Reckoning, an instant "Destroy all creatures": Bob's and Carol's
// Grave Tallies each trigger for their two Bears. APNAP order has no
// active player any more: Bob, the next in turn order, puts his on the
// stack first, then Carol (CR 101.4, 603.3b). Carol's resolve first.
func TestH526APNAPAfterActivePlayerLeft(t *testing.T) {
	ashen := instant(t, "Ashen Reckoning", "{2}{W}{W}", nil,
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 4)
	bf(t, g, 1, h526Tally(t))
	bf(t, g, 2, h526Tally(t))
	bf(t, g, 1, h526Bear(t, "Bob's Bear"))
	bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	ar := hand(t, g, 1, ashen)
	require.NoError(t, g.Start(2, 0, game.Main1))
	concede(t, g, 0)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.NoError(t, g.Cast(1, ar))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	d := g.Pending()
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 1, Count: 2}, d)
	h526Order(t, g)
	require.Equal(t, []game.PlayerID{2, 2, 1, 1}, h526Controllers(g))
	resolve(t, g, nil)
	require.Equal(t, []int{22, 22}, lifes(g)[1:])
}

// 25. Three players; Grim Harvest as above, Alice's, destroying Bob's
// Ox. Bob's Ashen Mourner triggered as the Ox died; while he chooses what
// to sacrifice he concedes. His abilities waiting to be put on the stack
// are gone with him (CR 800.4a, 800.4d), his creatures leave the game
// without dying (no trigger sees them go), and the spell goes on with the
// players left (CR 800.4g: no choice for him). Alice's Tally triggers for
// the Ox and for her own and Carol's sacrificed creatures: 3.
func TestH526ConcedeDuringResolutionChoiceDropsWaiting(t *testing.T) {
	harvest := sorcery(t, "Grim Harvest", "{3}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachPlayer, Group: ability.Group{Types: ability.Creature}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	bf(t, g, 0, h526Tally(t))
	bf(t, g, 0, creature(t, "Alice's Elk", "{1}{G}", 2, 2, 0, "Elk"))
	o := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	bf(t, g, 1, h526Bear(t, "Bob's Bear"))
	m := bf(t, g, 1, h526Mourner(t))
	cb := bf(t, g, 2, h526Bear(t, "Carol's Bear"))
	hv := hand(t, g, 0, harvest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, hv, obj(o)))
	for i := 0; i < 3 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	for i := 0; i < 3 && g.Pending().Kind == game.DecideSacrifice && g.Pending().Player == 0; i++ {
		require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	}
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Len(t, g.PendingTriggers(1), 1, "the Mourner saw the Ox die")
	concede(t, g, 1)
	require.True(t, left(g, m))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideSacrifice, d.Kind)
		require.Equal(t, game.PlayerID(2), d.Player)
		return chooseObj(2, cb)
	})
	require.True(t, gone(g, cb))
	require.Equal(t, 23, g.Life(0))
	require.Empty(t, g.PendingTriggers(1))
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 26. Alice's Grave Mercy ("Whenever a creature dies, return it to its
// owner's hand") and Bob's Ashen Mourner ("whenever another creature
// dies, you gain 1 life"), Bob's Bear and Bob's Ox die to Alice's
// wrath. Alice orders her three Mercy triggers (one for each creature;
// they differ by the card they return) before Bob orders his (CR 603.3b:
// each player orders the abilities they control). LegalActions offers
// Alice the choices 0, 1 and 2, PendingTriggers(0) lists them as Mercy
// for the Mourner, for the Bear and for the Ox, and choice 2 does put
// the Mercy trigger for the Ox on the stack. Describe (and so View's
// action texts) must name that trigger, and no ability of Bob's, which
// Alice can't choose.
func TestH526DescribeOrderChoiceNamesOwnTrigger(t *testing.T) {
	mercy := h526Ench(t, "Grave Mercy", h526Dies(ability.Filter{}, ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectEventObject}))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	bf(t, g, 1, h526Mourner(t))
	bf(t, g, 0, mercy)
	bf(t, g, 1, h526Bear(t, "Bob's Bear"))
	bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	w := hand(t, g, 0, h526Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h526Wrathed(t, g, 0, w)
	require.Equal(t, game.Decision{Kind: game.DecideTriggerOrder, Player: 0, Count: 3}, g.Pending())
	require.Equal(t, []int{0, 1, 2}, h526Listed(g))
	pend := g.PendingTriggers(0)
	for _, a := range g.LegalActions(nil) {
		s := g.Describe(a, game.English)
		require.Contains(t, s, "Grave Mercy", "choice %d is a trigger of Alice's Mercy: %q", a.Choice, s)
		require.Contains(t, s, info(t, g, pend[a.Choice].Event).Card.Name, "choice %d: %q", a.Choice, s)
		require.False(t, strings.Contains(s, "Ashen Mourner's"), "choice %d names Bob's ability: %q", a.Choice, s)
	}
	require.NoError(t, g.Apply(choose(0, 2)))
	require.Equal(t, "Grave Mercy", g.Stack()[0].Card.Name, "choice 2 is Alice's")
}

// 27. Alice's Ember Vow (an enchantment) and Cinder Urn (an artifact)
// each have "When this is put into a graveyard from the battlefield, you
// gain 2 life", written with ability.Dies, which Check accepts on these
// noncreature definitions. "Dies" means "is put into a graveyard from
// the battlefield" (CR 700.4), for any permanent, and it is a
// leaves-the-battlefield ability that looks back (CR 603.6c, 603.10a):
// Purge Relics ("Destroy all artifacts and enchantments") puts both into
// the graveyard and each ability should trigger: Alice gains 4.
func TestH526NoncreatureDiesAbilityTriggers(t *testing.T) {
	vowed := ability.Triggered{Event: ability.Dies, Effects: []ability.Effect{h526Gain(2)}}
	vow := def(t, card.Definition{Name: "Ember Vow", ManaCost: cost("{1}{R}"), Types: ability.Enchantment, Triggered: []ability.Triggered{vowed}})
	urn := def(t, card.Definition{Name: "Cinder Urn", ManaCost: cost("{2}"), Types: ability.Artifact, Triggered: []ability.Triggered{vowed}})
	purge := sorcery(t, "Purge Relics", "{2}{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Artifact | ability.Enchantment}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	v := bf(t, g, 0, vow)
	u := bf(t, g, 0, urn)
	p := hand(t, g, 0, purge)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, p))
	resolve(t, g, nil)
	require.True(t, gone(g, v) && gone(g, u))
	require.Equal(t, 24, g.Life(0), "both abilities triggered")
}
