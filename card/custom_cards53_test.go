package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 53-th set: the stack, countering and targets on
// resolution with cards of one's own. Spells with several instances of
// "target" of which some become illegal (one object for two words, an X
// spell, "up to one" left empty, "each creature target player
// controls"; CR 608.2b, 114.3, 114.5); counterspells against spells that
// can't be countered, two counters or two "unless its controller pays"
// in one spell, and an uncounterable spell countered on resolution all
// the same (CR 101.2, 701.5a, 608.2b, 117.12a); Aura spells whose target
// changes controller or becomes illegal, and protection that "doesn't
// remove Auras" (CR 608.3a, 303.4e, 702.16b, 702.16m); copies of spells
// cast from exile: X is 0, and a countered copy ceases to exist
// (CR 107.3b, 704.5e, 706.12); abilities whose source has left or
// changed control (CR 112.7a, 112.8, 608.2g, 702.2e); players who leave
// in the middle of a resolution (CR 800.4a); "up to one" targets with
// nothing to target; Check's refusal of Auras that enchant spells or
// cards in graveyards, or "up to one".
// (Modal spells and divided damage have no words in the vocabulary.)

// ---------------------------------------------------------------------
// Helpers

// h537Game is an n-player game with libraries.
func h537Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 6)
	return g
}

// h537Specs is a list of target specs.
func h537Specs(ts ...ability.TargetSpec) []ability.TargetSpec { return ts }

// h537Dmg is "deals n damage to target k" (an object).
func h537Dmg(k int, n ability.Amount) ability.Effect {
	return ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: k, Amount: n}
}

// h537DmgPlayer is "deals n damage to target player k".
func h537DmgPlayer(k int, n ability.Amount) ability.Effect {
	return ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: k, Amount: n}
}

// h537Pump is "target k gets +p/+tg (and keywords kw) until end of turn".
func h537Pump(k, p, tg int, kw ability.Keyword) ability.Effect {
	return ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: k, Power: p, Toughness: tg, Keywords: kw}
}

// h537Gain is "you gain n life".
func h537Gain(n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}
}

// h537Hexproof is Bob's "{G}: Target creature you control gains
// hexproof until end of turn."
func h537Hexproof(t *testing.T) *card.Definition {
	return instant(t, "Moss Veil", "{G}",
		h537Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}),
		h537Pump(0, 0, 0, ability.Hexproof))
}

// h537Crt is a vanilla Beast.
func h537Crt(t *testing.T, name string, p, tg int, kw ability.Keyword) *card.Definition {
	return creature(t, name, "{1}{G}", p, tg, kw, "Beast")
}

// h537PassTo passes priority until q has it.
func h537PassTo(t *testing.T, g *game.Game, q game.PlayerID) {
	t.Helper()
	for i := 0; i < 20 && g.Pending().Player != q; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, q, g.Pending().Player)
}

// h537Fizzled reports whether an EventFizzle names id.
func h537Fizzled(g *game.Game, id game.ObjectID) bool {
	for _, e := range g.Events() {
		if e.Kind == game.EventFizzle && (e.Object == id || g.SameCard(e.Object, id)) {
			return true
		}
	}
	return false
}

// h537Countered reports whether an EventCounter names id.
func h537Countered(g *game.Game, id game.ObjectID) bool {
	for _, e := range g.Events() {
		if e.Kind == game.EventCounter && (e.Object == id || g.SameCard(e.Object, id)) {
			return true
		}
	}
	return false
}

// h537Concede has p concede (CR 104.3a).
func h537Concede(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
}

// h537Steal is "{R} instant: Gain control of target creature until end
// of turn."
func h537Steal(t *testing.T) *card.Definition {
	return instant(t, "Borrowed Will", "{R}", h537Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0, Duration: ability.UntilEndOfTurn})
}

// h537Vault is "{2}{U} sorcery: Exile the top card of your library.
// Choose an instant card exiled this way and copy it. You may cast the
// copy without paying its mana cost."
func h537Vault(t *testing.T) *card.Definition {
	return sorcery(t, "Echo Well", "{2}{U}", nil,
		ability.Effect{Op: ability.OpExileTop, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(1), Filter: ability.Filter{Types: ability.Instant}})
}

// h537CastTheCopy resolves Echo Well (cast already) up to the choice of
// the exiled card c, chooses it and casts its copy with targets ts; it
// returns the copy's ID on the stack.
func h537CastTheCopy(t *testing.T, g *game.Game, c game.ObjectID, x int, ts ...game.Target) game.ObjectID {
	t.Helper()
	passStack(t, g)
	c, ok := g.Follow(c)
	require.True(t, ok)
	if g.Pending().Kind == game.DecideChooseCard {
		require.NoError(t, g.Apply(chooseObj(0, c)))
	}
	require.Equal(t, game.DecideCastCopy, g.Pending().Kind, g.Prompt(game.English))
	var cp game.ObjectID
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast {
			cp = a.Object
		}
	}
	require.NotZero(t, cp)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: cp, X: x}.WithTargets(ts...)))
	return game.ObjectID(g.Stack()[0].Source)
}

// ---------------------------------------------------------------------
// Part 1. Several targets, some illegal on resolution (CR 608.2b)

// 1. Split Shot: {1}{R} instant, "Split Shot deals 3 damage to target
// creature with flying and 1 damage to target creature." The second
// "target" is a word of its own, so Alice may choose Bob's 3/3 Drake for
// both (CR 114.3). Bob makes it lose flying in response: on resolution
// the Drake is illegal for the first word only (CR 608.2b: illegal
// targets "won't be affected by parts of a resolving spell's effect for
// which they're illegal. Other parts of the effect for which those
// targets are not illegal may still affect them"): it is dealt 1 damage,
// not 4, though both parts are dealt at once (CR 119).
func TestH537TwoDamageWordsOneObject(t *testing.T) {
	flyer := ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{WithKeyword: ability.Flying}}
	other := ability.TargetSpec{Allow: ability.AllowCreature, OwnWord: true}
	shot := instant(t, "Split Shot", "{1}{R}", h537Specs(flyer, other), h537Dmg(0, ability.N(3)), h537Dmg(1, ability.N(1)))
	clip := instant(t, "Clip Wings", "{U}", h537Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, LoseKeywords: ability.Flying})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Island, 1)
	dr := bf(t, g, 1, h537Crt(t, "Gale Drake", 3, 3, ability.Flying))
	s := hand(t, g, 0, shot)
	c := hand(t, g, 1, clip)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(dr), obj(dr)))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, c, obj(dr)))
	resolve(t, g, nil)
	require.False(t, gone(g, dr))
	require.Equal(t, 1, info(t, g, dr).Damage, "CR 608.2b: only the part for which it is still legal")
	require.False(t, h537Fizzled(g, s))
}

// 2. Forked Surge: {X}{R} sorcery, "Forked Surge deals X damage to target
// creature and X damage to target player." Cast with X = 3 at Bob's 2/5
// Ox and Bob; Bob gives the Ox hexproof. The Ox is no longer a legal
// target (CR 702.11b, 608.2b) and is dealt nothing; Bob, still legal, is
// dealt X = 3: X keeps its value on the stack (CR 107.3a, 107.3c).
func TestH537XTwoTargetsOneHexproof(t *testing.T) {
	fork := sorcery(t, "Forked Surge", "{X}{R}", h537Specs(ability.TargetCreature, ability.TargetPlayer),
		h537Dmg(0, ability.X), h537DmgPlayer(1, ability.X))
	g := h537Game(t, 2)
	lands(t, g, 0, card.Mountain, 4)
	lands(t, g, 1, card.Forest, 1)
	ox := bf(t, g, 1, h537Crt(t, "Stout Ox", 2, 5, 0))
	f := hand(t, g, 0, fork)
	v := hand(t, g, 1, h537Hexproof(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: f, X: 3}.WithTargets(obj(ox), pl(1))))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, v, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, 0, info(t, g, ox).Damage, "CR 608.2b")
	require.Equal(t, 17, g.Life(1))
	require.False(t, h537Fizzled(g, f))
}

// 3. Grim Tithe: {1}{B} sorcery, "Up to one target creature gets -1/-1
// until end of turn. Target player loses 2 life. You gain 2 life." In a
// three-player game Alice casts it choosing no creature and Bob as the
// player; Bob concedes before it resolves. The one target chosen is
// illegal (a player who left can't be targeted, CR 800.4a, 114.1): every
// target chosen is illegal, so the spell is countered on resolution and
// Alice gains nothing (CR 608.2b). The "up to one" left empty is no
// target at all (CR 114.5, 601.2c) and doesn't keep the spell alive.
func TestH537UpToUnchosenAndPlayerLeft(t *testing.T) {
	up := ability.TargetCreature
	up.Optional = true
	sp := sorcery(t, "Grim Tithe", "{1}{B}", h537Specs(up, ability.TargetPlayer),
		h537Pump(0, -1, -1, 0), ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 1, Amount: ability.N(2)}, h537Gain(2))
	g := h537Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(0), pl(1)))
	h537Concede(t, g, 1)
	resolve(t, g, nil)
	require.True(t, h537Fizzled(g, s), "CR 608.2b")
	require.Equal(t, 20, g.Life(0), "a countered spell does nothing (CR 701.5a)")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 4. Grim Tithe again, with no creature chosen and Carol as the player,
// Carol staying: the spell has one target, legal, and resolves (CR 114.5:
// it is targeted because one target was chosen); Carol loses 2, Alice
// gains 2.
func TestH537UpToUnchosenResolves(t *testing.T) {
	up := ability.TargetCreature
	up.Optional = true
	sp := sorcery(t, "Grim Tithe", "{1}{B}", h537Specs(up, ability.TargetPlayer),
		h537Pump(0, -1, -1, 0), ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 1, Amount: ability.N(2)}, h537Gain(2))
	g := h537Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	ox := bf(t, g, 1, h537Crt(t, "Plain Ox", 2, 2, 0))
	s := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(0), pl(2)))
	resolve(t, g, nil)
	require.Equal(t, []int{22, 20, 18}, lifes(g))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// h537Wither is Wither Wave: {1}{B} sorcery, "Each creature target
// player controls gets -1/-1 until end of turn. You gain 2 life."
func h537Wither(t *testing.T) *card.Definition {
	return sorcery(t, "Wither Wave", "{1}{B}", h537Specs(ability.TargetPlayer),
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{TargetPlayers: true}, Target: 0, Power: -1, Toughness: -1},
		h537Gain(2))
}

// 5. Wither Wave: {1}{B} sorcery, "Each creature target player controls
// gets -1/-1 until end of turn. You gain 2 life." Three players: Alice
// targets Bob, who concedes in response. The only target is illegal
// (CR 800.4a): the spell is countered on resolution (CR 608.2b), Alice
// gains nothing, and Carol's creature, which Bob never controlled, is
// untouched.
func TestH537EachCreatureTargetPlayerLeft(t *testing.T) {
	wither := h537Wither(t)
	g := h537Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	ox := bf(t, g, 2, h537Crt(t, "Plain Ox", 2, 2, 0))
	w := hand(t, g, 0, wither)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, pl(1)))
	h537Concede(t, g, 1)
	resolve(t, g, nil)
	require.True(t, h537Fizzled(g, w))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// 6. Wither Wave at Carol, with Bob's Ox stolen by Carol until end of
// turn: "each creature target player controls" is the set Carol controls
// as the spell resolves (CR 608.2c, 611.2c), Bob's Ox included, her own
// Bear too; Bob's other creature is not.
func TestH537EachCreatureTargetPlayerControlsNow(t *testing.T) {
	wither := h537Wither(t)
	g := h537Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 2, card.Mountain, 1)
	ox := bf(t, g, 1, h537Crt(t, "Plain Ox", 2, 2, 0))
	elk := bf(t, g, 1, h537Crt(t, "Plain Elk", 3, 3, 0))
	bear := bf(t, g, 2, h537Crt(t, "Plain Bear", 2, 3, 0))
	w := hand(t, g, 0, wither)
	st := hand(t, g, 2, h537Steal(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, pl(2)))
	h537PassTo(t, g, 2)
	require.NoError(t, g.Cast(2, st, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, ox))
	require.Equal(t, [2]int{1, 2}, pt(t, g, bear))
	require.Equal(t, [2]int{3, 3}, pt(t, g, elk))
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 2. Countering

// 7. Stern Rebuke: {U} instant, "Counter target spell. Its controller
// loses 2 life." Aimed at Alice's Stubborn Ox, a creature spell that
// can't be countered: the Rebuke resolves (its target is legal), the
// counter does nothing (CR 101.2: "can't" beats "can"), and the rest of
// the text still happens: Alice, the spell's controller, loses 2
// (CR 608.2c). The Ox then resolves and enters.
func TestH537RebukeUncounterable(t *testing.T) {
	rebuke := instant(t, "Stern Rebuke", "{U}", h537Specs(ability.TargetSpell),
		ability.Effect{Op: ability.OpCounter, Target: 0},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)})
	stub := def(t, card.Definition{Name: "Stubborn Ox", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Ox"},
		Power: C(2), Toughness: C(2), Restrictions: ability.CantBeCountered})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Island, 1)
	s := hand(t, g, 0, stub)
	r := hand(t, g, 1, rebuke)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, r, obj(top(g))))
	resolve(t, g, nil)
	require.NotZero(t, find(t, g, 0, stub), "CR 101.2: not countered")
	require.Equal(t, 18, g.Life(0), "CR 608.2c: the rest of the text")
}

// 8. Unyielding Bolt: {R} instant that can't be countered, "Unyielding
// Bolt deals 2 damage to target creature. You gain 2 life." Bob gives the
// target hexproof: its only target is illegal and the game rules counter
// it on resolution all the same (CR 608.2b): "can't be countered" stops
// spells and abilities that counter, not this rule. Alice gains nothing,
// and the Bolt goes to her graveyard.
func TestH537UncounterableStillFizzles(t *testing.T) {
	bolt := def(t, card.Definition{Name: "Unyielding Bolt", ManaCost: cost("{R}"), Types: ability.Instant, Restrictions: ability.CantBeCountered,
		Spell: ability.Spell{Targets: h537Specs(ability.TargetCreature), Effects: []ability.Effect{h537Dmg(0, ability.N(2)), h537Gain(2)}}})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Forest, 1)
	ox := bf(t, g, 1, h537Crt(t, "Plain Ox", 2, 2, 0))
	b := hand(t, g, 0, bolt)
	v := hand(t, g, 1, h537Hexproof(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b, obj(ox)))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, v, obj(ox)))
	resolve(t, g, nil)
	require.True(t, h537Fizzled(g, b), "CR 608.2b")
	require.False(t, gone(g, ox))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
}

// 9. Double Denial: {1}{U}{U} instant, "Counter target spell. Counter
// target spell." — two words, so two different spells may be chosen (or
// one for both, CR 114.3). Bob casts Plain Ox, then Unyielding Bolt
// (can't be countered) at Alice's Bear; Alice answers with Double Denial
// at both. The Ox is countered, the Bolt isn't (CR 101.2) and still
// resolves: the Bear is dealt 2. Each instruction acts on its own target
// (CR 608.2c).
func TestH537DoubleDenialOneUncounterable(t *testing.T) {
	deny := instant(t, "Double Denial", "{1}{U}{U}", h537Specs(ability.TargetSpell, ability.TargetSpec{Allow: ability.AllowSpell, OwnWord: true}),
		ability.Effect{Op: ability.OpCounter, Target: 0}, ability.Effect{Op: ability.OpCounter, Target: 1})
	bolt := def(t, card.Definition{Name: "Unyielding Bolt", ManaCost: cost("{R}"), Types: ability.Instant, Restrictions: ability.CantBeCountered,
		Spell: ability.Spell{Targets: h537Specs(ability.TargetCreature), Effects: []ability.Effect{h537Dmg(0, ability.N(2))}}})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Forest, 2)
	lands(t, g, 1, card.Mountain, 1)
	bear := bf(t, g, 0, h537Crt(t, "Plain Bear", 2, 3, 0))
	oxCard := h537Crt(t, "Plain Ox", 2, 2, ability.Flash)
	o := hand(t, g, 1, oxCard)
	b := hand(t, g, 1, bolt)
	d := hand(t, g, 0, deny)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, o))
	oxSpell := top(g)
	require.NoError(t, g.Cast(1, b, obj(bear)))
	boltSpell := top(g)
	h537PassTo(t, g, 0)
	require.NoError(t, g.Cast(0, d, obj(boltSpell), obj(oxSpell)))
	resolve(t, g, nil)
	require.True(t, h537Countered(g, oxSpell))
	require.Zero(t, find(t, g, 1, oxCard))
	require.Equal(t, 2, info(t, g, bear).Damage, "CR 101.2: the Bolt resolved")
}

// 10. Counting Toll: {U} instant, "Counter target spell unless its
// controller pays {2}. Counter that spell unless its controller pays
// {1}." (two instructions about one target). Bob's Ox is on the stack and
// Bob has three lands: he pays {2}, then can still pay {1} and does: the
// Ox resolves. Each "unless" is a separate choice on resolution
// (CR 608.2c, 117.12a), asked of the spell's controller.
func TestH537TwoTollsOneSpell(t *testing.T) {
	toll := instant(t, "Counting Toll", "{U}", h537Specs(ability.TargetSpell),
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{2}")},
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{1}")})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Forest, 5)
	oxCard := h537Crt(t, "Plain Ox", 2, 2, 0)
	o := hand(t, g, 1, oxCard)
	tl := hand(t, g, 0, toll)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, o))
	h537PassTo(t, g, 0)
	require.NoError(t, g.Cast(0, tl, obj(top(g))))
	asked := 0
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, d.Kind, g.Prompt(game.English))
		require.Equal(t, game.PlayerID(1), d.Player)
		asked++
		return choose(1, 1)
	})
	require.Equal(t, 2, asked)
	require.NotZero(t, find(t, g, 1, oxCard))
	untapped := 0
	for _, id := range g.Zone(1, zone.Battlefield) {
		if o := info(t, g, id); o.Card == card.Forest && !o.Tapped {
			untapped++
		}
	}
	require.Equal(t, 0, untapped, "2 for the Ox, 2 and 1 for the tolls")
}

// ---------------------------------------------------------------------
// Part 3. Aura spells

// 11. Oath Circlet: {W} Aura with flash, "Enchant creature. Enchanted
// creature gets +1/+1." Alice casts it on her Ox; Bob steals the Ox in
// response. "Enchant creature" has no side, so the target is still legal
// and the Aura enters under Alice's control attached to the Ox, now
// Bob's (CR 608.3a, 303.4e: the Aura's controller and the enchanted
// creature's are separate).
func TestH537AuraTargetStolen(t *testing.T) {
	aura := def(t, card.Definition{Name: "Oath Circlet", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Keywords: ability.Flash, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Mountain, 1)
	ox := bf(t, g, 0, h537Crt(t, "Plain Ox", 2, 2, 0))
	a := hand(t, g, 0, aura)
	s := hand(t, g, 1, h537Steal(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a, obj(ox)))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, s, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	au := find(t, g, 0, aura)
	require.NotZero(t, au, "CR 608.3a: the Aura enters under its spell's controller's control")
	require.Equal(t, ox, info(t, g, au).AttachedTo)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
}

// 12. Herald Band: {W} Aura, "Enchant creature. When Herald Band enters
// the battlefield, you gain 3 life." Bob gives the targeted Ox hexproof:
// the Aura spell's target is illegal, so it is countered on resolution
// and put into Alice's graveyard (CR 608.3a, 608.2b); it never entered
// the battlefield, so its entering ability doesn't trigger (CR 603.6a).
func TestH537AuraFizzleNoTrigger(t *testing.T) {
	aura := def(t, card.Definition{Name: "Herald Band", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant:   ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{h537Gain(3)}}}})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Forest, 1)
	ox := bf(t, g, 1, h537Crt(t, "Plain Ox", 2, 2, 0))
	a := hand(t, g, 0, aura)
	v := hand(t, g, 1, h537Hexproof(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a, obj(ox)))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, v, obj(ox)))
	resolve(t, g, nil)
	require.True(t, h537Fizzled(g, a))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, a))
	require.Equal(t, 20, g.Life(0), "CR 603.6a: it never entered")
}

// 13. Herald Band on Alice's own Ox, which Alice gives hexproof herself
// in response (Moss Veil, "target creature you control"): hexproof stops
// only opponents' spells (CR 702.11b), so the Aura resolves, enters
// attached and its trigger gains Alice 3.
func TestH537AuraOwnHexproofTarget(t *testing.T) {
	aura := def(t, card.Definition{Name: "Herald Band", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant:   ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{h537Gain(3)}}}})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Forest, 1)
	ox := bf(t, g, 0, h537Crt(t, "Plain Ox", 2, 2, 0))
	a := hand(t, g, 0, aura)
	v := hand(t, g, 0, h537Hexproof(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a, obj(ox)))
	require.NoError(t, g.Cast(0, v, obj(ox)))
	resolve(t, g, nil)
	au := find(t, g, 0, aura)
	require.NotZero(t, au)
	require.Equal(t, ox, info(t, g, au).AttachedTo)
	require.Equal(t, 23, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 4. Copies of spells

// 14. Echo Well exiles Ember Dart ({X}{R} instant, "Ember Dart deals X
// damage to target creature. You gain 1 life.") and Alice casts the copy
// without paying its mana cost: X can only be 0 (CR 107.3b), so X = 2 is
// refused; cast with X = 0 at Bob's Ox, it deals no damage and Alice
// gains 1. The copy then ceases to exist (CR 704.5e, 706.10a): it is in
// no graveyard; the card stays in exile.
func TestH537CopyOfXSpellHasXZero(t *testing.T) {
	dart := instant(t, "Ember Dart", "{X}{R}", h537Specs(ability.TargetCreature), h537Dmg(0, ability.X), h537Gain(1))
	g := newGame(t, 2)
	c := put(t, g, 0, zone.Library, dart)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 0, card.Mountain, 2)
	ox := bf(t, g, 1, h537Crt(t, "Plain Ox", 2, 2, 0))
	v := hand(t, g, 0, h537Vault(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, v))
	passStack(t, g)
	cc, _ := g.Follow(c)
	if g.Pending().Kind == game.DecideChooseCard {
		require.NoError(t, g.Apply(chooseObj(0, cc)))
	}
	require.Equal(t, game.DecideCastCopy, g.Pending().Kind)
	var cp game.ObjectID
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast {
			cp = a.Object
			require.Zero(t, a.X, "CR 107.3b")
		}
	}
	require.Error(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: cp, X: 2}.WithTargets(obj(ox))), "CR 107.3b")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: cp}.WithTargets(obj(ox))))
	resolve(t, g, nil)
	require.Equal(t, 0, info(t, g, ox).Damage)
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, zone.Exile, zoneOf(t, g, c))
	for _, id := range g.Zone(0, zone.Graveyard) {
		require.NotEqual(t, "Ember Dart", info(t, g, id).Card.Name, "CR 706.10a")
	}
}

// 15. Echo Well's copy of Sun Spike ({R} instant, "Sun Spike deals 2
// damage to target creature. You gain 2 life.") is cast at Bob's Ox; Bob
// gives the Ox hexproof. The copy's only target is illegal: it is
// countered on resolution (CR 608.2b) — no damage, no life — and, a copy
// of a spell off the stack, ceases to exist (CR 704.5e).
func TestH537CopyCounteredOnResolutionCeases(t *testing.T) {
	spike := instant(t, "Sun Spike", "{R}", h537Specs(ability.TargetCreature), h537Dmg(0, ability.N(2)), h537Gain(2))
	g := newGame(t, 2)
	c := put(t, g, 0, zone.Library, spike)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Forest, 1)
	ox := bf(t, g, 1, h537Crt(t, "Plain Ox", 2, 2, 0))
	v := hand(t, g, 0, h537Vault(t))
	veil := hand(t, g, 1, h537Hexproof(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, v))
	cp := h537CastTheCopy(t, g, c, 0, obj(ox))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, veil, obj(ox)))
	resolve(t, g, nil)
	require.True(t, h537Fizzled(g, cp))
	require.Equal(t, 0, info(t, g, ox).Damage)
	require.Equal(t, 20, g.Life(0))
	if o, ok := g.Object(cp); ok {
		require.Equal(t, zone.Stack, o.Zone, "only a copy on the stack exists")
	}
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "Echo Well only")
	require.Equal(t, zone.Exile, zoneOf(t, g, c))
}

// 16. Echo Well's copy of Sun Spike at Bob's Ox; Bob answers with Stern
// Rebuke ("Counter target spell. Its controller loses 2 life.") at the
// copy. The copy is countered (CR 701.5a) and ceases to exist
// (CR 704.5e); its controller, Alice, who cast it (CR 706.12, 405.4),
// loses 2 life: the copy is read as it last existed on the stack
// (CR 608.2g).
func TestH537RebukeCountersCopy(t *testing.T) {
	spike := instant(t, "Sun Spike", "{R}", h537Specs(ability.TargetCreature), h537Dmg(0, ability.N(2)), h537Gain(2))
	rebuke := instant(t, "Stern Rebuke", "{U}", h537Specs(ability.TargetSpell),
		ability.Effect{Op: ability.OpCounter, Target: 0},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)})
	g := newGame(t, 2)
	c := put(t, g, 0, zone.Library, spike)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 1, h537Crt(t, "Plain Ox", 2, 2, 0))
	v := hand(t, g, 0, h537Vault(t))
	r := hand(t, g, 1, rebuke)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, v))
	cp := h537CastTheCopy(t, g, c, 0, obj(ox))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, r, obj(cp)))
	resolve(t, g, nil)
	require.True(t, h537Countered(g, cp))
	require.Equal(t, 0, info(t, g, ox).Damage)
	require.Equal(t, 18, g.Life(0), "CR 608.2g: the countered copy's controller")
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "Echo Well only: the copy ceased to exist (CR 704.5e)")
}

// ---------------------------------------------------------------------
// Part 5. Abilities whose source left or changed

// 17. Thorn Sniper: {1}{G} 1/1, "{T}: Thorn Sniper deals 1 damage to
// target creature." Alice gives it deathtouch until end of turn (Venom
// Coat), activates it at Bob's 6/6, and Bob destroys the Sniper in
// response. The ability resolves without its source (CR 112.7a); the
// Sniper deals the damage as it last existed, with the deathtouch it had
// been given (CR 608.2g, 702.2e): the 6/6 is destroyed (CR 702.2b).
func TestH537GrantedDeathtouchSourceGone(t *testing.T) {
	pinger := def(t, card.Definition{Name: "Thorn Sniper", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: h537Specs(ability.TargetCreature),
			Effects: []ability.Effect{h537Dmg(0, ability.N(1))}}}})
	venom := instant(t, "Venom Coat", "{B}", h537Specs(ability.TargetCreature), h537Pump(0, 0, 0, ability.Deathtouch))
	g := h537Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Swamp, 1)
	sn := bf(t, g, 0, pinger)
	big := bf(t, g, 1, h537Crt(t, "Huge Ox", 6, 6, 0))
	v := hand(t, g, 0, venom)
	kill := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, v, obj(sn)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, sn, 0, obj(big)))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, kill, obj(sn)))
	resolve(t, g, nil)
	require.True(t, gone(g, sn))
	require.True(t, gone(g, big), "CR 702.2e: deathtouch as it last existed")
}

// 18. Ember Martyr: {R} 1/1, "Sacrifice Ember Martyr: Ember Martyr deals
// damage equal to its power to target creature." Pumped +3/+0 until end
// of turn, then sacrificed at Bob's 4/4: the ability reads the Martyr's
// power as it last existed on the battlefield (CR 608.2g, 112.7a): 4
// damage, the 4/4 dies.
func TestH537SacrificedSourcePowerLastKnown(t *testing.T) {
	martyr := def(t, card.Definition{Name: "Ember Martyr", ManaCost: cost("{R}"), Types: ability.Creature, Subtypes: []string{"Goblin"},
		Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Targets: h537Specs(ability.TargetCreature),
			Effects: []ability.Effect{h537Dmg(0, ability.Amount{Kind: ability.SourcePower})}}}})
	rage := instant(t, "Sudden Rage", "{R}", h537Specs(ability.TargetCreature), h537Pump(0, 3, 0, 0))
	g := h537Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	m := bf(t, g, 0, martyr)
	big := bf(t, g, 1, h537Crt(t, "Square Ox", 4, 4, 0))
	r := hand(t, g, 0, rage)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(m)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, m, 0, obj(big)))
	resolve(t, g, nil)
	require.True(t, gone(g, big), "4 damage: the power as it last existed")
}

// 19. Rally Post: {2} artifact, "{T}: Target creature you control gets
// +2/+2 until end of turn." Alice activates it at her Ox; Bob steals the
// Post in response. The ability's controller is still Alice, who
// activated it (CR 112.8, 112.7a), so "you control" is measured against
// her: the Ox is a legal target and gets +2/+2.
func TestH537StolenSourceAbilityStillMine(t *testing.T) {
	post := def(t, card.Definition{Name: "Rally Post", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Targets: h537Specs(ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}),
			Effects: []ability.Effect{h537Pump(0, 2, 2, 0)}}}})
	grab := instant(t, "Grab Gear", "{U}", h537Specs(ability.TargetArtifact),
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0, Duration: ability.UntilEndOfTurn})
	g := h537Game(t, 2)
	lands(t, g, 1, card.Island, 1)
	p := bf(t, g, 0, post)
	ox := bf(t, g, 0, h537Crt(t, "Plain Ox", 2, 2, 0))
	gr := hand(t, g, 1, grab)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, p, 0, obj(ox)))
	h537PassTo(t, g, 1)
	require.NoError(t, g.Cast(1, gr, obj(p)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, p).Controller)
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox), "CR 112.8: the ability is still Alice's")
}

// ---------------------------------------------------------------------
// Part 6. Players who leave before or during a resolution (CR 800.4)

// 20. Mind Tithe: {1}{B} sorcery, "Target player discards a card. Each
// opponent loses 2 life." Three players: Alice targets Bob, and while
// Bob chooses his discard, Alice concedes. Everything Alice owns leaves
// the game with her, the resolving Mind Tithe included (CR 800.4a): the
// spell is gone and does nothing more — Bob discards nothing and neither
// Bob nor Carol loses life; the game goes on without her.
func TestH537CasterConcedesMidResolution(t *testing.T) {
	sp := sorcery(t, "Mind Tithe", "{1}{B}", h537Specs(ability.TargetPlayer),
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(2)})
	g := h537Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, sp)
	hand(t, g, 1, card.Plains)
	hand(t, g, 1, card.Island)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind, g.Prompt(game.English))
	h537Concede(t, g, 0)
	require.False(t, g.Over())
	require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 2, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 20, g.Life(2))
	require.Zero(t, g.StackLen())
}

// 21. Mind Tithe with a rider "You draw a card." instead of the life
// loss: Bob, the target, concedes while choosing his discard. The spell
// is Alice's and goes on (CR 800.4a removes only what Bob owns or
// controls): Bob does nothing more (he has left), and Alice draws.
func TestH537TargetConcedesMidResolution(t *testing.T) {
	sp := sorcery(t, "Mind Tithe", "{1}{B}", h537Specs(ability.TargetPlayer),
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)})
	g := h537Game(t, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, sp)
	hand(t, g, 1, card.Plains)
	hand(t, g, 1, card.Island)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1)))
	before := g.ZoneLen(0, zone.Hand)
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind, g.Prompt(game.English))
	h537Concede(t, g, 1)
	resolve(t, g, nil)
	require.Equal(t, before+1, g.ZoneLen(0, zone.Hand), "the rest of Alice's spell happens")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// ---------------------------------------------------------------------
// Part 7. Optional targets and Aura targets

// 22. Grim Rod: {2} artifact, "{T}: Destroy up to one target creature.
// You gain 1 life." Grim Herald: {B} 1/1, "When Grim Herald enters the
// battlefield, destroy up to one other target creature. You gain 3
// life." With no other creature on the battlefield, the Rod is offered
// only with no target, and the Herald's trigger asks for targets with
// "none" its one answer (CR 601.2c via 602.2b and 603.3d: zero targets is
// a legal choice for "up to one"). Neither has a target, so neither is
// targeted (CR 114.5) and neither is countered on resolution: Alice gains
// 1, then 3.
func TestH537UpToOneWithNothingToTarget(t *testing.T) {
	up := ability.TargetCreature
	up.Optional = true
	rod := def(t, card.Definition{Name: "Grim Rod", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: h537Specs(up),
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}, h537Gain(1)}}}})
	herald := def(t, card.Definition{Name: "Grim Herald", ManaCost: cost("{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: h537Specs(ability.TargetSpec{Allow: ability.AllowCreature, Optional: true, Filter: ability.Filter{Another: true}}),
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}, h537Gain(3)}}}})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	r := bf(t, g, 0, rod)
	h := hand(t, g, 0, herald)
	require.NoError(t, g.Start(2, 0, game.Main1))
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == r {
			for _, x := range a.TargetList() {
				require.True(t, !x.IsPlayer() && x.Object == 0, "no creature to target")
			}
		}
	}
	require.NoError(t, g.Activate(0, r, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.Cast(0, h))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind, g.Prompt(game.English))
		asked = true
		ls := g.LegalActions(nil)
		require.Len(t, ls, 1, "only \"no target\": the Herald is not \"other\"")
		return ls[0]
	})
	require.True(t, asked)
	require.Equal(t, 24, g.Life(0))
	require.False(t, gone(g, find(t, g, 0, herald)))
}

// 23. Soft Ward: {W} enchantment, "Creatures you control have protection
// from white. This effect doesn't remove Auras." Oath Circlet, a white
// Aura, can't be cast on Alice's Ox: protection forbids targeting by
// white spells (CR 702.16b), and an Aura spell targets (CR 114.1b); "this
// effect doesn't remove Auras" lets an Aura stay attached (CR 702.16m),
// not be targeted. No cast is listed, and the cast is refused naming
// CR 702.16b.
func TestH537AuraCantTargetThroughKeepsAuras(t *testing.T) {
	ward := def(t, card.Definition{Name: "Soft Ward", ManaCost: cost("{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide},
			Protection: mana.SetOf(mana.White), ProtectionKeepsAuras: true}}})
	aura := def(t, card.Definition{Name: "Oath Circlet", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	g := h537Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	ox := bf(t, g, 0, h537Crt(t, "Plain Ox", 2, 2, 0))
	bf(t, g, 0, ward)
	a := hand(t, g, 0, aura)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, legalCasts(g, a))
	err := g.Cast(0, a, obj(ox))
	require.Error(t, err)
	require.Contains(t, err.Error(), "702.16b")
}

// 24. Auras the engine doesn't play are refused by Check, each naming
// Enchant: Grave Shroud, "Enchant card in a graveyard"; Stack Band,
// "Enchant spell" (the engine attaches Auras to permanents only; an
// Aura attached to such an object used to go to the graveyard at once,
// though it is attached to what its enchant allows, CR 303.4c, 704.5n);
// and Loose Band, "Enchant creature" written as "up to one": an Aura
// spell always has its target (CR 303.4a, 601.2c), and this one used to
// be cast with none, enter and trigger, and only then go to the
// graveyard.
func TestH537CheckRefusesAurasOfOtherObjects(t *testing.T) {
	up := ability.TargetCreature
	up.Optional = true
	for _, c := range []struct {
		name   string
		spec   ability.TargetSpec
		reason string
	}{
		{"Grave Shroud", ability.TargetSpec{Allow: ability.AllowCardInGraveyard}, "graveyards"},
		{"Stack Band", ability.TargetSpec{Allow: ability.AllowSpell}, "spells"},
		{"Loose Band", up, "up to one"},
	} {
		d := card.Define(card.Definition{Name: c.name, ManaCost: cost("{W}"), Types: ability.Enchantment,
			Subtypes: []string{"Aura"}, Enchant: c.spec,
			Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: draw1}}})
		err := d.Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.name)
		require.Contains(t, err.Error(), "Enchant", c.name)
		require.Contains(t, err.Error(), c.reason, c.name)
	}
}
