package card_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, sixth set: the effect kinds the earlier sets never used
// (a secret card and a guess, entering as a copy, copying an ability,
// delayed triggers, emblems, exiling the top cards to play them, extra
// loyalty activations, coin flips, naming a card, linked exile, "until
// leaves", returning from the graveyard tapped, life set to the starting
// total, shuffling hand and graveyard away) and the barely used ones
// (attach, casting copies, random discard, fight, look-and-mill, untap,
// exiling a graveyard, putting into a library, skipping an untap), and
// planeswalkers of our own: loyalty abilities at sorcery speed once a
// turn, loyalty costs, damage to planeswalkers and 0 loyalty.

// loyal is a loyalty ability costing n loyalty counters (CR 606.4).
func loyal(n int, ts []ability.TargetSpec, es ...ability.Effect) ability.Activated {
	return ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: n}, Targets: ts, Effects: es}
}

// walker is a planeswalker card of subtype sub with loyalty l.
func walker(t *testing.T, name, mc, sub string, l int, as ...ability.Activated) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Planeswalker,
		Subtypes: []string{sub}, Loyalty: l, Activated: as})
}

// withLoyalty puts a planeswalker with exactly n loyalty counters.
func withLoyalty(n int) game.PutOptions {
	var o game.PutOptions
	o.Counters[game.Loyalty] = n
	o.ExactLoyalty = true
	return o
}

// ruleOf is the rule a refused action cites, or "".
func ruleOf(err error) string {
	var re *game.RuleError
	if errors.As(err, &re) {
		return re.Rule
	}
	return ""
}

// tavi is "Tavi, Ember Sage: {2}{R}{R} planeswalker — Tavi, loyalty 3.
// +1: Tavi deals 1 damage to each opponent. −2: Tavi deals 3 damage to
// target creature."
func tavi(t *testing.T) *card.Definition {
	return walker(t, "Tavi, Ember Sage", "{2}{R}{R}", "Tavi", 3,
		loyal(1, nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}),
		loyal(-2, []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}))
}

// ---------------------------------------------------------------------
// Part 1. Planeswalkers

// 1. Tavi, Ember Sage (above). Its loyalty cost is paid as the +1 is
// activated (CR 606.4, 602.2b): loyalty 4 while the ability waits on the
// stack. A second loyalty ability of Tavi is refused that turn, with the
// stack empty or not (CR 606.3); on Bob's turn Alice can't activate it
// either (CR 606.3: her own main phase); on her next turn she can.
func TestTaviOncePerTurn(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	pw := bf(t, g, 0, tavi(t))
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0))
	require.Equal(t, 4, counter(t, g, pw, game.Loyalty))
	require.Error(t, g.Activate(0, pw, 1, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19, 19}, lifes(g))
	err := g.Activate(0, pw, 1, obj(ox))
	require.Error(t, err)
	require.Equal(t, "606.3", ruleOf(err))
	require.Equal(t, 4, counter(t, g, pw, game.Loyalty))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.Error(t, g.Activate(0, pw, 1, obj(ox)))
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, pw, 1, obj(ox)))
	resolve(t, g, nil)
	require.True(t, gone(g, ox))
	require.Equal(t, 2, counter(t, g, pw, game.Loyalty))
}

// 2. Tavi, Ember Sage at loyalty 1: the −2 can't be activated (CR 606.5);
// the +1 can. Nor can a loyalty ability be activated in combat, at
// sorcery speed only (CR 606.3).
func TestTaviCantPayLoyalty(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	pw := bf(t, g, 0, tavi(t), withLoyalty(1))
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.BeginCombat))
	require.Error(t, g.Activate(0, pw, 0))
	passTo(t, g, 0, game.Main2)
	err := g.Activate(0, pw, 1, obj(ox))
	require.Error(t, err)
	require.Equal(t, "606.5", ruleOf(err))
	require.Equal(t, 1, counter(t, g, pw, game.Loyalty))
	require.NoError(t, g.Activate(0, pw, 0))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 2, counter(t, g, pw, game.Loyalty))
}

// 3. Tavi, Ember Sage at loyalty 2 activates its −2: with 0 loyalty it is
// put into Alice's graveyard as a state-based action (CR 704.5i, 306.9)
// before the ability resolves, and the ability still resolves (CR 112.7a):
// Bob's 3/3 dies.
func TestTaviZeroLoyalty(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	pw := bf(t, g, 0, tavi(t), withLoyalty(2))
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 1, obj(ox)))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw))
	resolve(t, g, nil)
	require.True(t, gone(g, ox))
}

// 4. Flame Javelin: {1}{R} instant, "Flame Javelin deals 3 damage to
// target creature, player or planeswalker." Bob aims it at Alice's Tavi
// (loyalty 4): 3 loyalty counters are removed (CR 306.8); then
// Bob's unblocked 2/2 attacks Tavi (1 loyalty left) and its combat damage
// takes the last counter: Tavi goes to the graveyard (CR 704.5i).
// Alice's life stays 20: damage to a planeswalker isn't dealt to her.
func TestFlameJavelinAtPlaneswalker(t *testing.T) {
	jav := instant(t, "Flame Javelin", "{1}{R}", []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlayer | ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 2)
	pw := bf(t, g, 0, tavi(t), withLoyalty(4))
	a := bf(t, g, 1, creature(t, "Bob's Jackal", "{1}{R}", 2, 2, 0, "Jackal"))
	j := hand(t, g, 1, jav)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, j, obj(pw)))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, pw, game.Loyalty))
	passTo(t, g, 1, game.DeclareAttackers)
	if g.Pending().Kind != game.DecideAttackers {
		toAttackers(t, g)
	}
	attack(t, g, 1, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw})
	combatTo(t, g, game.Main2)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw))
	require.Equal(t, 20, g.Life(0))
}

// 5. Two planeswalkers of the same type: Alice controls Tavi, Ember Sage
// and casts Tavi, Flame Scholar ({1}{R}{R} planeswalker — Tavi, loyalty
// 2, "+1: you gain 1 life"). She chooses one to keep and the other goes to
// her graveyard (CR 704.5j, 306.4, the 2017 planeswalker uniqueness
// rule, which the engine plays with Rules.Uniqueness
// UniquenessChooseOne; its default is the seed rule, all of them go).
func TestTaviUniqueness(t *testing.T) {
	scholar := walker(t, "Tavi, Flame Scholar", "{1}{R}{R}", "Tavi", 2, loyal(1, nil, gain(1)...))
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}},
		Rules: game.Rules{Uniqueness: game.UniquenessChooseOne}})
	require.NoError(t, err)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	old := bf(t, g, 0, tavi(t))
	s := hand(t, g, 0, scholar)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideKeep, d.Kind)
		return chooseObj(0, find(t, g, 0, scholar))
	})
	require.Equal(t, zone.Graveyard, zoneOf(t, g, old))
	require.NotZero(t, find(t, g, 0, scholar))
}

// orlaEmblem is "Whenever a creature attacks you, it gets -2/-0 until end
// of turn."
func orlaEmblem(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Orla, Storm Warden Emblem", Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYou,
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject, Power: -2}}}}})
}

// orla is "Orla, Storm Warden: {3}{W}{U} planeswalker — Orla, loyalty 4.
// +1: Untap target creature you control. −3: You get an emblem with
// "Whenever a creature attacks you, it gets -2/-0 until end of turn.""
func orla(t *testing.T) *card.Definition {
	return walker(t, "Orla, Storm Warden", "{3}{W}{U}", "Orla", 4,
		loyal(1, []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			ability.Effect{Op: ability.OpUntap, Target: 0}),
		loyal(-3, nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: orlaEmblem(t)}))
}

// 6. Orla, Storm Warden's −3 in a three-player game. The emblem is Alice's
// (CR 113.2) and works from the command zone (CR 113.4): Bob's 3/3
// attacks Alice and gets -2/-0: Alice takes 1. Carol's 3/3 attacks Bob,
// not Alice: no trigger, Bob takes 3.
func TestOrlaEmblem(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	pw := bf(t, g, 0, orla(t))
	b := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	c := bf(t, g, 2, creature(t, "Carol's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 1))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, pw, game.Loyalty))
	require.Equal(t, 1, g.ZoneLen(0, zone.Command))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: b, Player: 0})
	combatTo(t, g, game.Main2)
	require.Equal(t, 19, g.Life(0))
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	toAttackers(t, g)
	attack(t, g, 2, game.Attack{Attacker: c, Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{19, 17, 20}, lifes(g))
}

// 7. Orla's emblem stays after Orla leaves: Orla (loyalty 3) uses its −3
// and goes to the graveyard at 0 loyalty (CR 704.5i); the emblem is not
// a permanent and stays in the command zone (CR 113.4, 113.5). Bob's 3/3
// attacking Alice gets -2/-0: she takes 1.
func TestOrlaEmblemOutlivesOrla(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	pw := bf(t, g, 0, orla(t), withLoyalty(3))
	b := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 1))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw))
	require.Equal(t, 1, g.ZoneLen(0, zone.Command))
	nextTurn(t, g)
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: b, Player: 0})
	combatTo(t, g, game.Main2)
	require.Equal(t, 19, g.Life(0))
	require.Equal(t, [2]int{1, 3}, pt(t, g, b))
}

// 8. Orla's +1 untaps Alice's attacker after combat (OpUntap): her 2/2
// attacked and is tapped; in her second main phase Orla untaps it, and
// Orla can't target Bob's creature (its target is "creature you
// control": CR 114.1, 608.2b).
func TestOrlaUntaps(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	pw := bf(t, g, 0, orla(t))
	a := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bob := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Tapped: true})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	combatTo(t, g, game.Main2)
	require.True(t, info(t, g, a).Tapped)
	require.Error(t, g.Activate(0, pw, 0, obj(bob)))
	require.NoError(t, g.Activate(0, pw, 0, obj(a)))
	resolve(t, g, nil)
	require.False(t, info(t, g, a).Tapped)
	require.Equal(t, 18, g.Life(1))
}

// sentinelEmblem is a custom emblem "If a source would deal damage to you or a
// planeswalker you control, prevent all but 1 of that damage."
func sentinelEmblem(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Brannoc Emblem", Statics: []ability.Static{{PreventAllButOne: true}}})
}

// 9. Brannoc, Shieldwright: {2}{W}{W} planeswalker — Brannoc, loyalty 3,
// "+1: You gain 2 life. −2: You get an emblem with "If a source would deal damage to you or a planeswalker you
// control, prevent all but 1 of that damage."" Alice uses the −2 (loyalty
// 1 left); Bob's Flame Javelin (3 damage) to Alice deals 1, and to
// Brannoc 1 (CR 615.1 prevention, 306.8).
func TestBrannocEmblem(t *testing.T) {
	br := walker(t, "Brannoc, Shieldwright", "{2}{W}{W}", "Brannoc", 3,
		loyal(1, nil, gain(2)...),
		loyal(-2, nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: sentinelEmblem(t)}))
	jav := instant(t, "Flame Javelin", "{1}{R}", []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlayer | ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 4)
	pw := bf(t, g, 0, br)
	j1 := hand(t, g, 1, jav)
	j2 := hand(t, g, 1, jav)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 1))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, pw, game.Loyalty))
	passTo(t, g, 0, game.Main2)
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer())
	require.NoError(t, g.Cast(1, j1, pl(0)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideRedirect, d.Kind)
		return chooseObj(1, 0) // CR 306.7: Bob doesn't redirect
	})
	require.Equal(t, 19, g.Life(0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, j2, obj(pw)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw), "1 damage removes its last counter")
}

// 10. Veil Lantern: {3} artifact, "{2}, {T}: For each planeswalker you
// control, you may activate one of its loyalty abilities once more this
// turn." Alice's Tavi uses its +1, then the Lantern lets it use its −2
// the same turn; a third activation is refused (CR 606.3 as changed by
// the effect).
func TestVeilLantern(t *testing.T) {
	lantern := def(t, card.Definition{Name: "Veil Lantern", ManaCost: cost("{3}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{2}"), Tap: true},
			Effects: []ability.Effect{{Op: ability.OpExtraLoyaltyActivation}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	pw := bf(t, g, 0, tavi(t))
	l := bf(t, g, 0, lantern)
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0))
	resolve(t, g, nil)
	require.Error(t, g.Activate(0, pw, 1, obj(ox)))
	require.NoError(t, g.Activate(0, l, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, pw, 1, obj(ox)))
	resolve(t, g, nil)
	require.True(t, gone(g, ox))
	require.Equal(t, 2, counter(t, g, pw, game.Loyalty))
	require.Error(t, g.Activate(0, pw, 0))
}

// 11. Veil Lantern with no loyalty ability activated yet: the extra
// activation is "once more", so Tavi may now activate two loyalty
// abilities this turn, not three.
func TestVeilLanternBeforeAnyActivation(t *testing.T) {
	lantern := def(t, card.Definition{Name: "Veil Lantern", ManaCost: cost("{3}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{2}"), Tap: true},
			Effects: []ability.Effect{{Op: ability.OpExtraLoyaltyActivation}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	pw := bf(t, g, 0, tavi(t))
	l := bf(t, g, 0, lantern)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, l, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, pw, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, pw, 0))
	resolve(t, g, nil)
	require.Error(t, g.Activate(0, pw, 0))
	require.Equal(t, 18, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 2. Secret choices, names, copies

// riddle is "Riddle of Fates: {2}{U} sorcery, Choose a card in your hand.
// Target opponent guesses whether its mana value is greater than 2. If
// that player guessed wrong, you may cast the card without paying its
// mana cost."
func riddle(t *testing.T) *card.Definition {
	return sorcery(t, "Riddle of Fates", "{2}{U}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpChooseAndGuess, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)})
}

// guessGame is a three-player game where Alice, with three Islands, casts
// Riddle of Fates at Carol, holding c, and chooses c in secret.
func guessGame(t *testing.T, c *card.Definition) (*game.Game, game.ObjectID) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	r := hand(t, g, 0, riddle(t))
	id := hand(t, g, 0, c)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, pl(2)))
	passStack(t, g)
	require.Equal(t, game.DecideHiddenCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, id)))
	require.Equal(t, game.DecideGuess, g.Pending().Kind)
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "the target opponent guesses, not Bob")
	require.Equal(t, 2, g.Pending().Count)
	return g, id
}

// 12. Riddle of Fates with Tidal Colossus ({5}{U} 5/5) chosen: Carol
// guesses "not greater", wrongly, and Alice casts the Colossus without
// paying its mana cost during the Riddle's resolution (CR 608.2c,
// 107.3b); it resolves.
func TestRiddleOfFatesWrongGuess(t *testing.T) {
	col := creature(t, "Tidal Colossus", "{5}{U}", 5, 5, 0, "Leviathan")
	g, id := guessGame(t, col)
	require.NoError(t, g.Apply(choose(2, 0)))
	require.Equal(t, game.DecideCastFree, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: id}))
	resolve(t, g, nil)
	require.NotZero(t, find(t, g, 0, col))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 13. Riddle of Fates, Carol guesses right ("greater" for the 6-mana
// Colossus): Alice may not cast it; it stays in her hand.
func TestRiddleOfFatesRightGuess(t *testing.T) {
	col := creature(t, "Tidal Colossus", "{5}{U}", 5, 5, 0, "Leviathan")
	g, id := guessGame(t, col)
	require.NoError(t, g.Apply(choose(2, 1)))
	require.Error(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: id}))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideCastFree, d.Kind)
		return choose(0, 0)
	})
	require.Equal(t, zone.Hand, zoneOf(t, g, id))
	require.Zero(t, find(t, g, 0, col))
}

// 14. Riddle of Fates with a Forest chosen (mana value 0): Carol guesses
// "greater", wrongly, but a land can't be cast (a land is played,
// CR 305.1, 701.12a): the Forest stays in Alice's hand and she may still
// play a land this turn.
func TestRiddleOfFatesLand(t *testing.T) {
	g, id := guessGame(t, card.Forest)
	require.NoError(t, g.Apply(choose(2, 1)))
	require.Error(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: id}))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideCastFree, d.Kind)
		return choose(0, 0)
	})
	require.Equal(t, zone.Hand, zoneOf(t, g, id))
	require.NoError(t, g.PlayLand(0, id))
}

// 15. Whisper of Excision: {2}{B} sorcery, "Name a nonland card. Search
// target player's graveyard and hand for all cards with that name and
// exile them." Alice names Lightning Strike aiming at Bob: his two in hand
// and one in his graveyard are exiled (CR 201.3), his Divination stays,
// and Alice's own Lightning Strike is untouched.
func TestWhisperOfExcision(t *testing.T) {
	w := sorcery(t, "Whisper of Excision", "{2}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpNameCard},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, All: true,
			Zones: ability.SearchHand | ability.SearchGraveyard, Filter: ability.Filter{Named: true}, Into: ability.IntoExile})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	ws := hand(t, g, 0, w)
	mine := hand(t, g, 0, card.LightningStrike)
	h1 := hand(t, g, 1, card.LightningStrike)
	h2 := hand(t, g, 1, card.LightningStrike)
	dv := hand(t, g, 1, card.Divination)
	gy := put(t, g, 1, zone.Graveyard, card.LightningStrike)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ws, pl(1)))
	names := game.CardNames()
	idx := -1
	for i, n := range names {
		require.NotEqual(t, "Forest", n, "CR 201.3: a nonland name")
		if n == "Lightning Strike" {
			idx = i
		}
	}
	require.GreaterOrEqual(t, idx, 0)
	resolve(t, g, func(d game.Decision) game.Action {
		switch d.Kind {
		case game.DecideName:
			return choose(0, idx)
		case game.DecideFind:
			for _, a := range g.LegalActions(nil) {
				if a.Object != 0 {
					return a
				}
			}
			return chooseObj(0, 0)
		}
		t.Fatalf("unexpected %v", d.Kind)
		return game.Action{}
	})
	for _, id := range []game.ObjectID{h1, h2, gy} {
		require.Equal(t, zone.Exile, zoneOf(t, g, id))
	}
	require.Equal(t, zone.Hand, zoneOf(t, g, dv))
	require.Equal(t, zone.Hand, zoneOf(t, g, mine))
}

// mirrorAdept is "Mirror Adept: {3}{U} 0/0 Shapeshifter, You may have
// Mirror Adept enter the battlefield as a copy of a creature you
// control."
func mirrorAdept(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Mirror Adept", ManaCost: cost("{3}{U}"), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0),
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}, AsEnters: ability.ChooseCopy})
}

// scholarOwl is "Scholar Owl: {2}{U} 1/1 Bird, Flying. When Scholar Owl
// enters the battlefield, draw a card."
func scholarOwl(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Scholar Owl", ManaCost: cost("{2}{U}"), Types: ability.Creature,
		Subtypes: []string{"Bird"}, Power: C(1), Toughness: C(1), Keywords: ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: draw1}}})
}

// 16. Mirror Adept copying Alice's tapped Scholar Owl with two +1/+1
// counters and 1 damage: the copy gets the Owl's copiable values only
// (CR 706.2): a 1/1 flyer named Scholar Owl, untapped, with no counters
// and no damage; it enters as the Owl and its "enters" ability triggers
// (CR 706.2, 603.6a): Alice draws. Bob's creature is not offered ("you
// control").
func TestMirrorAdeptCopiesOwl(t *testing.T) {
	owl := scholarOwl(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 2
	o.Tapped = true
	o.Damage = 1
	orig := bf(t, g, 0, owl, o)
	bob := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	m := hand(t, g, 0, mirrorAdept(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.Contains(t, choices(g), orig)
	require.NotContains(t, choices(g), bob)
	require.NoError(t, g.Apply(chooseObj(0, orig)))
	resolve(t, g, nil)
	cp, ok := g.Follow(m)
	require.True(t, ok)
	ci := info(t, g, cp)
	require.Equal(t, "Scholar Owl", ci.Card.Name)
	require.Equal(t, [2]int{1, 1}, [2]int{ci.Power, ci.Toughness})
	require.NotZero(t, ci.Keywords&ability.Flying)
	require.False(t, ci.Tapped)
	require.Zero(t, ci.Damage)
	require.Zero(t, ci.Counter(game.PlusOne))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "the copy's enters ability drew a card")
}

// 17. Mirror Adept, Alice declines to copy: it enters as a 0/0 and is
// put into her graveyard (CR 704.5f).
func TestMirrorAdeptDeclines(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	bf(t, g, 0, scholarOwl(t))
	m := hand(t, g, 0, mirrorAdept(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(0, 0)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 18. Mirror Adept copying Alice's legendary Ysolde, the Fair ({1}{W}{W}
// legendary 2/3): two legendary permanents named Ysolde; Alice keeps one,
// the other goes to the graveyard (CR 704.5k).
func TestMirrorAdeptLegend(t *testing.T) {
	ys := def(t, card.Definition{Name: "Ysolde, the Fair", ManaCost: cost("{1}{W}{W}"), Supertypes: ability.Legendary,
		Types: ability.Creature, Subtypes: []string{"Human"}, Power: C(2), Toughness: C(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	orig := bf(t, g, 0, ys)
	m := hand(t, g, 0, mirrorAdept(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(0, orig)))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideKeep, d.Kind)
		asked = true
		return chooseObj(0, orig)
	})
	require.True(t, asked)
	require.False(t, gone(g, orig))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
}

// shockRod is "Shock Rod: {2} artifact, {1}, {T}: Shock Rod deals 1 damage
// to any target."
func shockRod(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Shock Rod", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
}

// echoTinkerer is "Echo Tinkerer: {2}{R} 2/2 Human Artificer, Whenever
// you activate an ability of an artifact, if it isn't a mana ability,
// [you may pay <pay>. If you do,] copy that ability. You may choose new
// targets for the copy."
func echoTinkerer(t *testing.T, pay string) *card.Definition {
	e := ability.Effect{Op: ability.OpCopyAbility}
	if pay != "" {
		e.Optional, e.PayMana = true, cost(pay)
	}
	return def(t, card.Definition{Name: "Echo Tinkerer", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Subtypes: []string{"Human", "Artificer"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.YouActivateArtifactAbility, Effects: []ability.Effect{e}}}})
}

// 19. Echo Tinkerer with Shock Rod, three players: Alice aims the Rod at
// Bob; the Tinkerer's trigger copies the ability and she aims the copy
// at Carol (CR 706.10, 706.10c). Bob and Carol each lose 1. A mana
// ability of an artifact (Mana Prism, "{T}: Add {C}") doesn't trigger it
// (nothing goes on the stack, CR 605.3a).
func TestEchoTinkererCopiesRod(t *testing.T) {
	prism := def(t, card.Definition{Name: "Mana Prism", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Colorless: 1}}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, echoTinkerer(t, ""))
	rod := bf(t, g, 0, shockRod(t))
	pr := bf(t, g, 0, prism)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: pr}))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 1, g.Pool(0).Total())
	require.NoError(t, g.Activate(0, rod, 0, pl(1)))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideCopyTargets, d.Kind)
		return targets(0, pl(2))
	})
	require.Equal(t, []int{20, 19, 19}, lifes(g))
}

// 20. Echo Tinkerer, "you may pay {1}" version, with Spark Bomb ({1}
// artifact, "{1}, Sacrifice Spark Bomb: Spark Bomb deals 2 damage to
// target creature"): Alice pays {1}; the copy has the same source, gone
// from the battlefield, and still deals its damage (CR 706.10b, 112.7a):
// Bob's 3/3 takes 4 and dies.
func TestEchoTinkererSparkBomb(t *testing.T) {
	bomb := def(t, card.Definition{Name: "Spark Bomb", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, echoTinkerer(t, "{1}"))
	b := bf(t, g, 0, bomb)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, b, 0, obj(ogre)))
	resolve(t, g, func(d game.Decision) game.Action {
		switch d.Kind {
		case game.DecideYesNo:
			return choose(0, 1)
		case game.DecideCopyTargets:
			return targets(0, obj(ogre))
		}
		t.Fatalf("unexpected %v", d.Kind)
		return game.Action{}
	})
	require.True(t, gone(g, ogre))
	require.Equal(t, 0, len(untapped(t, g, 0)))
}

// untapped lists p's untapped permanents.
func untapped(t *testing.T, g *game.Game, p game.PlayerID) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range g.Zone(p, zone.Battlefield) {
		if o := info(t, g, id); !o.Tapped && o.Types&ability.Land != 0 {
			out = append(out, id)
		}
	}
	return out
}

// ---------------------------------------------------------------------
// Part 3. Delayed triggers, linked exile, "until"

// cinderRevenant is "Cinder Revenant: {3}{R}{R} 4/2 Spirit, When Cinder
// Revenant dies, return it to the battlefield tapped under its owner's
// control at the beginning of its owner's next upkeep."
func cinderRevenant(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Cinder Revenant", ManaCost: cost("{3}{R}{R}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: C(4), Toughness: C(2),
		Triggered: []ability.Triggered{
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
			{Event: ability.AtOwnersNextUpkeep, Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}},
		}})
}

// 21. Cinder Revenant owned by Carol, controlled by Alice, three players.
// Alice destroys it on her turn: it goes to Carol's graveyard (CR 400.3);
// the delayed ability (CR 603.7a) waits for its owner's next upkeep, not
// Bob's: at Carol's upkeep it returns tapped under Carol's control.
func TestCinderRevenantOwnersUpkeep(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	rev := bf(t, g, 2, cinderRevenant(t), game.PutOptions{Controller: 0, SetController: true})
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d, obj(rev)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(2, zone.Graveyard))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, 1, g.ZoneLen(2, zone.Graveyard), "not at Bob's upkeep")
	passTo(t, g, 2, game.Main1)
	id := find(t, g, 2, cinderRevenant(t))
	if id == 0 {
		for _, x := range g.Zone(2, zone.Battlefield) {
			if info(t, g, x).Card.Name == "Cinder Revenant" {
				id = x
			}
		}
	}
	require.NotZero(t, id)
	o := info(t, g, id)
	require.True(t, o.Tapped)
	require.Equal(t, game.PlayerID(2), o.Controller)
	require.Equal(t, 0, g.ZoneLen(2, zone.Graveyard))
}

// 22. Grave Sweep: {B} instant, "Exile target player's graveyard." Cinder
// Revenant dies on Alice's turn; Alice exiles her own graveyard before her
// next upkeep. The card in exile is a new object (CR 400.7): the delayed
// ability finds nothing in the graveyard and does nothing (CR 603.7c).
func TestCinderRevenantExiled(t *testing.T) {
	sweep := instant(t, "Grave Sweep", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpExileGraveyard, Who: ability.WhoTarget, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	rev := bf(t, g, 0, cinderRevenant(t))
	d := hand(t, g, 0, doomDef)
	sw := hand(t, g, 0, sweep)
	put(t, g, 1, zone.Graveyard, card.Divination)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d, obj(rev)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, rev))
	require.NoError(t, g.Cast(0, sw, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, rev))
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard), "Bob's graveyard is not the target")
	nextTurn(t, g)
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 4, g.Turn())
	require.Equal(t, zone.Exile, zoneOf(t, g, rev))
	require.Len(t, g.Zone(0, zone.Battlefield), 2, "her two Swamps only")
}

// oublietteWarden is "Oubliette Warden: {1}{W}{W} 2/2 Human Cleric, When
// Oubliette Warden enters the battlefield, exile target creature an
// opponent controls until Oubliette Warden leaves the battlefield."
func oublietteWarden(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Oubliette Warden", ManaCost: cost("{1}{W}{W}"), Types: ability.Creature,
		Subtypes: []string{"Human", "Cleric"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
}

// 23. Oubliette Warden, three players: Alice exiles a tapped 3/3 with a
// +1/+1 counter that Bob controls but Carol owns. When Bob's Doom Pin
// destroys the Warden, the card returns to the battlefield under its
// owner's control (CR 610.3, 610.3b): Carol's, untapped and without the
// counter, a new object (CR 400.7).
func TestOublietteWardenReturnsToOwner(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Swamp, 1)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 1
	o.Tapped, o.Controller, o.SetController = true, 1, true
	ogre := bf(t, g, 2, creature(t, "Carol's Ogre", "{2}{R}", 3, 3, 0, "Ogre"), o)
	w := hand(t, g, 0, oublietteWarden(t))
	d := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, dd.Kind)
		return targets(0, obj(ogre))
	})
	require.Equal(t, zone.Exile, zoneOf(t, g, ogre))
	wid := find(t, g, 0, oublietteWarden(t))
	if wid == 0 {
		wid, _ = g.Follow(w)
	}
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d, obj(wid)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	nid, ok := g.Follow(ogre)
	require.True(t, ok)
	no := info(t, g, nid)
	require.Equal(t, zone.Battlefield, no.Zone)
	require.Equal(t, game.PlayerID(2), no.Controller)
	require.False(t, no.Tapped)
	require.Zero(t, no.Counter(game.PlusOne))
	require.Equal(t, [2]int{3, 3}, [2]int{no.Power, no.Toughness})
}

// 24. Oubliette Warden destroyed while its ability waits on the stack:
// the Warden has already left when the exile would happen, so the target
// isn't exiled at all (CR 610.3a).
func TestOublietteWardenLeftFirst(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Swamp, 1)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	w := hand(t, g, 0, oublietteWarden(t))
	d := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	passStack(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(ogre))))
	wid, _ := g.Follow(w)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d, obj(wid)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	require.False(t, gone(g, ogre))
}

// 25. Oubliette Warden exiling a token: the token ceases to exist in exile
// (CR 110.5f, 704.5d) and doesn't come back when the Warden leaves
// (CR 110.5g).
func TestOublietteWardenToken(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Swamp, 1)
	tok := bf(t, g, 1, creature(t, "Soldier", "", 1, 1, 0, "Soldier"), game.PutOptions{Token: true})
	w := hand(t, g, 0, oublietteWarden(t))
	d := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, func(dd game.Decision) game.Action { return targets(0, obj(tok)) })
	require.True(t, left(g, tok))
	wid, _ := g.Follow(w)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d, obj(wid)))
	resolve(t, g, nil)
	require.Empty(t, g.Zone(1, zone.Battlefield)[1:])
	for _, id := range g.Zone(1, zone.Battlefield) {
		require.Equal(t, "Swamp", info(t, g, id).Card.Name)
	}
}

// vaultRaven is "Vault Raven: {2}{U}{U} 2/2 Bird, Flying. When Vault Raven
// enters the battlefield, you may search your library for an instant
// card, exile it, then shuffle your library. When Vault Raven dies, you
// may put the exiled card into its owner's hand."
func vaultRaven(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Vault Raven", ManaCost: cost("{2}{U}{U}"), Types: ability.Creature,
		Subtypes: []string{"Bird"}, Power: C(2), Toughness: C(2), Keywords: ability.Flying,
		Triggered: []ability.Triggered{
			{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Optional: true,
				Filter: ability.Filter{Types: ability.Instant}, Amount: ability.N(1), Into: ability.IntoExileLinked}}},
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnLinked, Optional: true}}},
		}})
}

// 26. Vault Raven: Alice exiles Lightning Strike from her library; Bob's
// Doom Pin kills the Raven and she puts the exiled card into her hand
// (CR 607.2a). Another Lightning Strike already in exile stays: only
// "the exiled card" of this Raven returns.
func TestVaultRaven(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Swamp, 1)
	ls := put(t, g, 0, zone.Library, card.LightningStrike)
	other := put(t, g, 0, zone.Exile, card.LightningStrike)
	r := hand(t, g, 0, vaultRaven(t))
	d := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	resolve(t, g, func(dd game.Decision) game.Action {
		switch dd.Kind {
		case game.DecideYesNo:
			return choose(0, 1)
		case game.DecideSearch:
			return chooseObj(0, ls)
		}
		t.Fatalf("unexpected %v", dd.Kind)
		return game.Action{}
	})
	require.Equal(t, zone.Exile, zoneOf(t, g, ls))
	rid, _ := g.Follow(r)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d, obj(rid)))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, dd.Kind)
		return choose(0, 1)
	})
	require.Equal(t, zone.Hand, zoneOf(t, g, ls))
	require.Equal(t, zone.Exile, zoneOf(t, g, other))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// ---------------------------------------------------------------------
// Part 4. Coins, life totals, hands, graveyards and libraries

// 27. Gambler's Imp: {1}{B} 2/2 Imp, "At the beginning of your upkeep, flip
// a coin. If you lose the flip, Gambler's Imp deals 3 damage to you."
// Each flip is won or lost (CR 705.1), and Alice takes 3 exactly when she
// lost it. Over many seeds both happen, about as often (CR 705.3: equal
// likelihood).
func TestGamblersImp(t *testing.T) {
	imp := def(t, card.Definition{Name: "Gambler's Imp", ManaCost: cost("{1}{B}"), Types: ability.Creature,
		Subtypes: []string{"Imp"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{
			{Op: ability.OpFlipCoin},
			{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoYou, Amount: ability.N(3), IfLoseFlip: true},
		}}}})
	won, lost := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := game.NewEmpty(game.Config{Seed: seed, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		libs(t, g, 3)
		bf(t, g, 0, imp)
		require.NoError(t, g.Start(2, 0, game.Upkeep))
		resolve(t, g, nil)
		flips := 0
		for _, e := range g.Events() {
			if e.Kind == game.EventCoinFlip {
				flips++
				require.Equal(t, game.PlayerID(0), e.Player)
				if e.Amount == 1 {
					won++
					require.Equal(t, 20, g.Life(0))
				} else {
					lost++
					require.Equal(t, 17, g.Life(0))
				}
			}
		}
		require.Equal(t, 1, flips)
	}
	require.Greater(t, won, 8)
	require.Greater(t, lost, 8)
}

// 28. Font of Renewal: {3}{W} sorcery, "Each player's life total becomes
// his or her starting life total." In a game of three with a starting
// life total of 30 (CR 103.3: variants may differ), Alice first casts
// Dark Bargain ({B} sorcery, "You lose 18 life. Target player gains 5
// life.") on Bob: Alice at 12 gains 18, Bob at 35 loses 5, Carol at 30
// neither (CR 118.5). Alice's Dawn Acolyte ("Whenever you gain life, put
// a +1/+1 counter on Dawn Acolyte") triggers once, for the Font.
func TestFontOfRenewal(t *testing.T) {
	font := sorcery(t, "Font of Renewal", "{3}{W}", nil, ability.Effect{Op: ability.OpSetLifeToStarting, Who: ability.WhoEachPlayer})
	acolyte := def(t, card.Definition{Name: "Dawn Acolyte", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Subtypes: []string{"Human", "Cleric"}, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.YouGainLife, Effects: []ability.Effect{
			{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	g, err := game.NewEmpty(game.Config{Seed: 1, StartingLife: 30, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	libs(t, g, 3)
	bargain := sorcery(t, "Dark Bargain", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(18)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(5)})
	lands(t, g, 0, card.Plains, 4)
	lands(t, g, 0, card.Swamp, 1)
	a := bf(t, g, 0, acolyte)
	f := hand(t, g, 0, font)
	b := hand(t, g, 0, bargain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, []int{12, 35, 30}, lifes(g))
	require.Zero(t, counter(t, g, a, game.PlusOne))
	require.NoError(t, g.Cast(0, f))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 30}, lifes(g))
	require.Equal(t, 1, counter(t, g, a, game.PlusOne))
}

// 29. Maddening Whispers: {1}{B} sorcery, "Each opponent discards a card at
// random." Four players: Bob, Carol and Dave each discard one of their
// two cards; Alice, who is no opponent of hers, keeps her hand.
func TestMaddeningWhispers(t *testing.T) {
	mw := sorcery(t, "Maddening Whispers", "{1}{B}", nil,
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoEachOpponent, Amount: ability.N(1)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	m := hand(t, g, 0, mw)
	hand(t, g, 0, card.Divination)
	for p := game.PlayerID(1); p < 4; p++ {
		hand(t, g, p, card.Divination)
		hand(t, g, p, card.LightningStrike)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	for p := game.PlayerID(1); p < 4; p++ {
		require.Equal(t, 1, g.ZoneLen(p, zone.Hand))
		require.Equal(t, 1, g.ZoneLen(p, zone.Graveyard))
	}
}

// 30. Tidal Burial: {2}{U} instant, "Put target nonland permanent into its
// owner's library second from the top." Alice controls Bob's Ogre (Bob
// owns it): it goes into Bob's library, second from the top (CR 400.3;
// Bob's next draw is his old top card, the one after it the Ogre).
// Aimed at a token, the token leaves and ceases to exist (CR 110.5f).
func TestTidalBurial(t *testing.T) {
	burial := instant(t, "Tidal Burial", "{2}{U}", []ability.TargetSpec{ability.TargetNonlandPermanent},
		ability.Effect{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(2)})
	g := newGame(t, 2)
	topCard := put(t, g, 1, zone.Library, card.Divination)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"), game.PutOptions{Controller: 0, SetController: true})
	tok := bf(t, g, 1, creature(t, "Spirit", "", 1, 1, 0, "Spirit"), game.PutOptions{Token: true})
	b1 := hand(t, g, 0, burial)
	b2 := hand(t, g, 0, burial)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b1, obj(ogre)))
	resolve(t, g, nil)
	lib := g.Zone(1, zone.Library)
	require.Equal(t, 5, len(lib))
	require.Equal(t, topCard, lib[0])
	require.Equal(t, game.ObjectID(0), zero(g, ogre))
	nid, _ := g.Follow(ogre)
	require.Equal(t, nid, lib[1], "second from the top of its owner's library")
	require.NoError(t, g.Cast(0, b2, obj(tok)))
	resolve(t, g, nil)
	require.True(t, left(g, tok))
	require.Equal(t, 5, g.ZoneLen(1, zone.Library))
	// Bob draws the Divination in his draw step; the Ogre is on top.
	nextTurn(t, g)
	passTo(t, g, 1, game.Main1)
	require.Equal(t, zone.Hand, zoneOf(t, g, topCard))
	o, ok := g.Follow(ogre)
	require.True(t, ok)
	require.Equal(t, zone.Library, info(t, g, o).Zone)
	require.Equal(t, o, g.Zone(1, zone.Library)[0], "the Ogre is on top now")
}

// 31. Glacial Grip: {2}{U} sorcery, "Tap all creatures target player
// controls. They don't untap during their controller's next untap step."
// Three players, Bob's two creatures: after Bob's next untap step they are
// still tapped (CR 502.3 changed by the effect); Carol's creature is not
// touched; at Bob's following untap step they untap.
func TestGlacialGrip(t *testing.T) {
	grip := sorcery(t, "Glacial Grip", "{2}{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpTap, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature, TargetPlayers: true}},
		ability.Effect{Op: ability.OpSkipUntap, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature, TargetPlayers: true}})
	g := newGame(t, 3)
	libs(t, g, 8)
	lands(t, g, 0, card.Island, 3)
	b1 := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 3, 3, 0, "Ox"))
	b2 := bf(t, g, 1, creature(t, "Bob's Elk", "{2}{G}", 2, 2, 0, "Elk"))
	c := bf(t, g, 2, creature(t, "Carol's Elk", "{2}{G}", 2, 2, 0, "Elk"))
	gr := hand(t, g, 0, grip)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gr, pl(1)))
	resolve(t, g, nil)
	require.True(t, info(t, g, b1).Tapped)
	require.True(t, info(t, g, b2).Tapped)
	require.False(t, info(t, g, c).Tapped)
	passTo(t, g, 1, game.Main1)
	require.True(t, info(t, g, b1).Tapped)
	require.True(t, info(t, g, b2).Tapped)
	passTo(t, g, 1, game.Upkeep)
	passTo(t, g, 1, game.Main1)
	require.False(t, info(t, g, b1).Tapped)
	require.False(t, info(t, g, b2).Tapped)
}

// 32. Ebb and Flow: {3}{U}{U} sorcery, "Target player shuffles his or her
// hand and graveyard into his or her library." Bob (hand 2, graveyard 2,
// library 3) ends with 7 cards in his library; Alice's graveyard is
// untouched.
func TestEbbAndFlow(t *testing.T) {
	ebb := sorcery(t, "Ebb and Flow", "{3}{U}{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpShuffleHandAndGraveyard, Who: ability.WhoTarget, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 5)
	e := hand(t, g, 0, ebb)
	put(t, g, 0, zone.Graveyard, card.Divination)
	for i := 0; i < 2; i++ {
		hand(t, g, 1, card.Divination)
		put(t, g, 1, zone.Graveyard, card.LightningStrike)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 7, g.ZoneLen(1, zone.Library))
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard), "her Divination and the resolved Ebb and Flow")
}

// 33. Scrying Owl: {1}{U} 1/1 Bird, "Flying. When Scrying Owl enters the
// battlefield, look at the top three cards of your library. Put one of
// them into your graveyard." The other two stay on top in their order.
func TestScryingOwl(t *testing.T) {
	owl := def(t, card.Definition{Name: "Scrying Owl", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Subtypes: []string{"Bird"}, Power: C(1), Toughness: C(1), Keywords: ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpLookMill, Amount: ability.N(3)}}}}})
	g := newGame(t, 2)
	c1 := put(t, g, 0, zone.Library, card.Divination) // top: a library is put top first
	c2 := put(t, g, 0, zone.Library, card.LightningStrike)
	c3 := put(t, g, 0, zone.Library, card.Negate)
	libs(t, g, 1)
	lands(t, g, 0, card.Island, 2)
	o := hand(t, g, 0, owl)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecidePick, d.Kind)
		require.Equal(t, 3, d.Count)
		require.ElementsMatch(t, []game.ObjectID{c1, c2, c3}, choices(g))
		return chooseObj(0, c2)
	})
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c2))
	require.Equal(t, []game.ObjectID{c1, c3}, g.Zone(0, zone.Library)[:2], "top first")
}

// zero is 0 when id no longer names an object on the battlefield (for
// readability of zone checks).
func zero(g *game.Game, id game.ObjectID) game.ObjectID {
	if o, ok := g.Object(id); ok && o.Zone == zone.Battlefield {
		return id
	}
	return 0
}

// ---------------------------------------------------------------------
// Part 5. Exiled cards played and copied, fights, attachments

// 34. Reckless Plunder: {1}{R} sorcery, "Exile the top three cards of your
// library. You may play them this turn." Alice plays the exiled Mountain
// (her land for the turn, CR 305.2: the Forest in her hand then can't be
// played) and casts the exiled Lightning Strike paying its cost; on her
// next turn the exiled Divination can no longer be cast.
func TestRecklessPlunder(t *testing.T) {
	plunder := sorcery(t, "Reckless Plunder", "{1}{R}", nil, ability.Effect{Op: ability.OpExileTopMayPlay, Amount: ability.N(3)})
	g := newGame(t, 2)
	mt := put(t, g, 0, zone.Library, card.Mountain)
	ls := put(t, g, 0, zone.Library, card.LightningStrike)
	dv := put(t, g, 0, zone.Library, card.Divination)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 0, card.Island, 3)
	pl0 := hand(t, g, 0, plunder)
	fo := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pl0))
	resolve(t, g, nil)
	for _, id := range []*game.ObjectID{&mt, &ls, &dv} {
		require.Equal(t, zone.Exile, zoneOf(t, g, *id))
		*id, _ = g.Follow(*id) // a new object in exile (CR 400.7)
	}
	require.NoError(t, g.PlayLand(0, mt))
	require.Error(t, g.PlayLand(0, fo))
	require.NoError(t, g.Cast(0, ls, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	nextTurn(t, g)
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 4, g.Turn())
	require.Equal(t, zone.Exile, zoneOf(t, g, dv))
	require.Error(t, g.Cast(0, dv))
}

// 35. Echo Archive: {4}{U}{U} sorcery, "Exile the top four cards of your
// library. Choose an instant or sorcery card exiled this way and copy it
// twice. You may cast the copies without paying their mana costs."
// Three players: Alice copies the exiled Lightning Strike (the Forest is
// not offered) and casts one copy at Bob, one at Carol (CR 706.12); the
// card itself stays in exile.
func TestEchoArchive(t *testing.T) {
	archive := sorcery(t, "Echo Archive", "{4}{U}{U}", nil,
		ability.Effect{Op: ability.OpExileTop, Amount: ability.N(4)},
		ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(2), Filter: ability.Filter{Types: ability.Instant | ability.Sorcery}})
	g := newGame(t, 3)
	ls := put(t, g, 0, zone.Library, card.LightningStrike)
	fo := put(t, g, 0, zone.Library, card.Forest)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	a := hand(t, g, 0, archive)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	ls, _ = g.Follow(ls)
	fo, _ = g.Follow(fo)
	require.Contains(t, choices(g), ls)
	require.NotContains(t, choices(g), fo)
	require.NoError(t, g.Apply(chooseObj(0, ls)))
	for _, p := range []game.PlayerID{1, 2} {
		require.Equal(t, game.DecideCastCopy, g.Pending().Kind)
		var cp game.ObjectID
		for _, x := range g.LegalActions(nil) {
			if x.Kind == game.ActCast {
				cp = x.Object
			}
		}
		require.NotZero(t, cp)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: cp}.WithTargets(pl(p))))
	}
	resolve(t, g, nil)
	require.Equal(t, []int{20, 17, 17}, lifes(g))
	require.Equal(t, zone.Exile, zoneOf(t, g, ls))
}

// duel is "Duel of Fangs: {1}{G} sorcery, Target creature you control
// fights target creature you don't control."
func duel(t *testing.T) *card.Definition {
	return sorcery(t, "Duel of Fangs", "{1}{G}", []ability.TargetSpec{
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}}},
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
}

// 36. Duel of Fangs with Alice's Venom Asp (1/1 deathtouch, lifelink)
// against Bob's 5/5: the Asp's 1 damage destroys the 5/5 (CR 701.11a,
// 702.2b, 704.5h) and Alice gains 1 (CR 702.15b); the 5/5's 5 kills the
// Asp.
func TestDuelOfFangsDeathtouch(t *testing.T) {
	asp := creature(t, "Venom Asp", "{1}{B}", 1, 1, ability.Deathtouch|ability.Lifelink, "Snake")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	a := bf(t, g, 0, asp)
	big := bf(t, g, 1, creature(t, "Bob's Giant", "{4}{G}", 5, 5, 0, "Giant"))
	d := hand(t, g, 0, duel(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, d, obj(big), obj(a)))
	require.NoError(t, g.Cast(0, d, obj(a), obj(big)))
	resolve(t, g, nil)
	require.True(t, gone(g, big))
	require.True(t, gone(g, a))
	require.Equal(t, 21, g.Life(0))
}

// 37. Duel of Fangs, Bob bounces his creature in response (Recall Ward,
// {U} instant, "Return target creature to its owner's hand"): one target
// is illegal, so no damage is dealt at all (CR 701.11b, 608.2b); Alice's
// 2/2 is undamaged.
func TestDuelOfFangsTargetGone(t *testing.T) {
	recall := instant(t, "Recall Ward", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Island, 1)
	a := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	d := hand(t, g, 0, duel(t))
	r := hand(t, g, 1, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d, obj(a), obj(b)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, b))
	require.Zero(t, info(t, g, a).Damage)
}

// 38. Homing Blade: {2} artifact — Equipment, "When Homing Blade enters the
// battlefield, attach it to target creature you control. Equipped creature
// gets +2/+0. Equip {3}." It enters unattached (CR 301.5b) and its
// ability attaches it (CR 701.3a); Bob's creature can't be the target.
func TestHomingBlade(t *testing.T) {
	blade := def(t, card.Definition{Name: "Homing Blade", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, Power: 2}},
		Activated: []ability.Activated{equipFor("{3}")},
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	a := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	h := hand(t, g, 0, blade)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	passStack(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	hid, _ := g.Follow(h)
	require.Zero(t, info(t, g, hid).AttachedTo)
	require.Error(t, g.Apply(targets(0, obj(b))))
	require.NoError(t, g.Apply(targets(0, obj(a))))
	resolve(t, g, nil)
	require.Equal(t, a, info(t, g, hid).AttachedTo)
	require.Equal(t, [2]int{4, 2}, pt(t, g, a))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
}

// ---------------------------------------------------------------------
// Defects these cards found, fixed: each test below failed before its fix.

// 39. Grave Gull: {1}{U}{B} 2/2 Bird, "When Grave Gull enters the
// battlefield, search target opponent's graveyard for a creature card and
// exile it. When Grave Gull dies, you may put the exiled card into its
// owner's hand." (OpSearchZones with Into IntoExileLinked, which
// Definition.Check accepts; CR 607.2a).
//
// Fixed: the ability exiles the Ogre card Alice finds (CR 701.10a,
// 607.2a) and the dies ability returns it to Bob's hand. Before, the
// engine asked for the card (DecideFind) and accepted the answer, but
// had no case for IntoExileLinked: the Ogre stayed in Bob's graveyard.
func TestGraveGullLinkedSearch(t *testing.T) {
	gull := card.Define(card.Definition{Name: "Grave Gull", ManaCost: cost("{1}{U}{B}"), Types: ability.Creature,
		Subtypes: []string{"Bird"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{
			{Event: ability.EntersBattlefield, Targets: []ability.TargetSpec{ability.TargetOpponent},
				Effects: []ability.Effect{{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, Zones: ability.SearchGraveyard,
					Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoExileLinked}}},
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnLinked, Optional: true}}},
		}})
	require.NoError(t, gull.Check())
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Swamp, 1)
	ogre := put(t, g, 1, zone.Graveyard, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	gu := hand(t, g, 0, gull)
	d := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gu))
	resolve(t, g, func(dd game.Decision) game.Action {
		switch dd.Kind {
		case game.DecideTargets:
			return targets(0, pl(1))
		case game.DecideFind:
			return chooseObj(0, ogre)
		}
		t.Fatalf("unexpected %v", dd.Kind)
		return game.Action{}
	})
	require.Equal(t, zone.Exile, zoneOf(t, g, ogre))
	gid, _ := g.Follow(gu)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d, obj(gid)))
	resolve(t, g, func(dd game.Decision) game.Action { return choose(0, 1) })
	require.Equal(t, zone.Hand, zoneOf(t, g, ogre))
}

// 40. Memory Theft: {1}{U} sorcery, "Search target player's graveyard for
// a card and put it on top of its owner's library." (OpSearchZones with
// Into IntoLibraryTop, which Definition.Check accepts).
//
// Fixed: the card found goes on top of Bob's library, as the effect says
// (CR 608.2c). Before, the engine accepted the DecideFind answer but had
// no case for IntoLibraryTop: the card stayed in the graveyard. Check
// refuses the same effect searching a library, which is shuffled after.
func TestMemoryTheftLibraryTop(t *testing.T) {
	theft := sorcery(t, "Memory Theft", "{1}{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, Zones: ability.SearchGraveyard,
			Into: ability.IntoLibraryTop})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	ls := put(t, g, 1, zone.Graveyard, card.LightningStrike)
	m := hand(t, g, 0, theft)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m, pl(1)))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideFind, dd.Kind)
		return chooseObj(0, ls)
	})
	require.Equal(t, zone.Library, zoneOf(t, g, ls))
	nid, _ := g.Follow(ls)
	require.Equal(t, nid, g.Zone(1, zone.Library)[0])
}
