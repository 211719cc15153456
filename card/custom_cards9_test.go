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

// Custom cards, ninth set: costs and activation. Rarely exercised parts of
// an activated ability's cost (sacrificing another permanent, discarding a
// card of a type, removing X counters, putting a counter, paying life,
// exiling the source from the battlefield or a graveyard), timing (as a
// sorcery, once each turn, from a graveyard), mana abilities (no stack,
// activated while a cost is paid), hybrid and colorless costs, taxes,
// convoke, additional costs of spells, costs that can't be paid (the
// action is refused and the state's fingerprint is unchanged), who may
// activate an ability in games of three and four, summoning sickness and
// abilities whose source leaves before they resolve.

// h478Refused applies a, which the rules forbid: it must be refused with
// an error wrapping sentinel (when not nil), and change nothing
// (CR 601.2h, 602.2b, 720.1: the game returns to where it was).
func h478Refused(t *testing.T, g *game.Game, a game.Action, sentinel error, msg string) {
	t.Helper()
	fp := g.Fingerprint()
	err := g.Apply(a)
	require.Error(t, err, msg)
	if sentinel != nil {
		require.ErrorIs(t, err, sentinel, msg)
	}
	require.Equal(t, fp, g.Fingerprint(), "a refused action changes nothing: %s", msg)
}

// h478Act is the activation of id's non-mana ability n by p with X and
// the card to discard.
func h478Act(p game.PlayerID, id game.ObjectID, n, x int, discard game.ObjectID, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: n, X: x, Discard: discard}.WithTargets(ts...)
}

// h478Mana is the activation of id's mana ability n by p.
func h478Mana(p game.PlayerID, id game.ObjectID, n int) game.Action {
	return game.Action{Kind: game.ActActivateMana, Player: p, Object: id, Ability: n}
}

// h478Listed reports whether LegalActions offers activating id's
// non-mana ability n.
func h478Listed(g *game.Game, id game.ObjectID, n int) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == id && a.Ability == n {
			return true
		}
	}
	return false
}

// h478Art is a checked artifact with the given activated abilities.
func h478Art(t *testing.T, name, mc string, as ...ability.Activated) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Artifact, Activated: as})
}

// h478Crt is a checked creature with the given keywords and activated
// abilities.
func h478Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, sub string, as ...ability.Activated) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{sub},
		Power: C(p), Toughness: C(tg), Keywords: kw, Activated: as})
}

// h478Ping is "<source> deals n damage to any target".
func h478Ping(n int) ([]ability.TargetSpec, []ability.Effect) {
	return []ability.TargetSpec{ability.TargetCreatureOrPlayer}, []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)}}
}

// h478PlayerPing is "<source> deals n damage to target player".
func h478PlayerPing(n int) ([]ability.TargetSpec, []ability.Effect) {
	return []ability.TargetSpec{ability.TargetPlayer},
		[]ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(n)}}
}

// h478Pump is "<this> gets +p/+t until end of turn".
func h478Pump(p, tg int) []ability.Effect {
	return []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: p, Toughness: tg}}
}

// h478Steal is "{1}{U} instant: Gain control of target creature until end
// of turn."
func h478Steal(t *testing.T) *card.Definition {
	return instant(t, "Sudden Defection", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
}

// ---------------------------------------------------------------------
// Part 1. Sacrifice and discard costs

// 1. Bone Harvester: {1}{B} 2/2 Zombie, "{B}, Sacrifice another creature:
// Draw a card." Alone, Alice can't activate it (CR 117.3, 602.2b): it is
// not listed and the activation is refused, changing nothing. With a
// second creature of hers and one of Bob's, the sacrifice offers only her
// other creature: not the Harvester ("another"), not Bob's (CR 701.15a).
func TestH478BoneHarvesterSacrificeAnother(t *testing.T) {
	tg, es := []ability.TargetSpec(nil), draw1
	d := h478Crt(t, "Bone Harvester", "{1}{B}", 2, 2, 0, "Zombie",
		ability.Activated{Cost: ability.Cost{Mana: cost("{B}"), Sacrifice: &ability.Group{Types: ability.Creature, Other: true}}, Targets: tg, Effects: es})
	for _, withFodder := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		h := bf(t, g, 0, d)
		lands(t, g, 0, card.Swamp, 2)
		bb := bf(t, g, 1, creature(t, "Bob's Hound", "{1}{G}", 2, 2, 0, "Dog"))
		var f game.ObjectID
		if withFodder {
			f = bf(t, g, 0, creature(t, "Thrall", "{B}", 1, 1, 0, "Zombie"))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		if !withFodder {
			require.False(t, h478Listed(g, h, 0))
			h478Refused(t, g, h478Act(0, h, 0, 0, 0), game.ErrCantPay, "nothing else to sacrifice")
			continue
		}
		require.True(t, h478Listed(g, h, 0))
		require.NoError(t, g.Activate(0, h, 0))
		require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
		require.ElementsMatch(t, []game.ObjectID{f}, choices(g))
		h478Refused(t, g, chooseObj(0, h), nil, "not the Harvester itself")
		h478Refused(t, g, chooseObj(0, bb), nil, "not Bob's creature")
		require.NoError(t, g.Apply(chooseObj(0, f)))
		require.Equal(t, zone.Graveyard, zoneOf(t, g, f))
		hand0 := g.ZoneLen(0, zone.Hand)
		resolve(t, g, nil)
		require.Equal(t, hand0+1, g.ZoneLen(0, zone.Hand))
		require.False(t, gone(g, h))
		require.False(t, gone(g, bb))
	}
}

// 3. Culling Tome: {2} artifact, "{1}, Discard a creature card: Draw two
// cards." With only a land in hand the cost can't be paid (CR 117.3);
// with a land and a creature card, naming the land as the discard is
// refused and changes nothing; naming the creature card pays the cost.
func TestH478CullingTomeDiscardCreatureCard(t *testing.T) {
	d := h478Art(t, "Culling Tome", "{2}", ability.Activated{
		Cost:    ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Creature},
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	tome := bf(t, g, 0, d)
	lands(t, g, 0, card.Island, 2)
	land := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, h478Listed(g, tome, 0))
	h478Refused(t, g, h478Act(0, tome, 0, 0, 0), game.ErrCantPay, "no creature card in hand")
	h478Refused(t, g, h478Act(0, tome, 0, 0, land), game.ErrCantPay, "a land is no creature card")

	g = newGame(t, 2)
	libs(t, g, 5)
	tome = bf(t, g, 0, d)
	lands(t, g, 0, card.Island, 2)
	land = hand(t, g, 0, card.Forest)
	cr := hand(t, g, 0, creature(t, "Spare Hound", "{1}{G}", 2, 2, 0, "Dog"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, tome, 0, 0, land), game.ErrCantPay, "a land is no creature card")
	require.NoError(t, g.Apply(h478Act(0, tome, 0, 0, cr)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, cr))
	resolve(t, g, nil)
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand), "the Forest and two cards drawn")
	require.Equal(t, zone.Hand, zoneOf(t, g, land))
}

// 4. Twin Offering: {R} 1/1 Shaman, "Discard two cards: Twin Offering
// deals 3 damage to any target." With one card in hand the cost can't be
// paid (CR 117.3); with exactly two both are discarded; with three, Alice
// chooses two (CR 601.2h via 602.2b) before Bob gets priority.
func TestH478TwinOfferingDiscardTwo(t *testing.T) {
	tg, es := h478Ping(3)
	d := h478Crt(t, "Twin Offering", "{R}", 1, 1, 0, "Shaman",
		ability.Activated{Cost: ability.Cost{Discard: 2}, Targets: tg, Effects: es})
	for _, n := range []int{1, 2, 3} {
		g := newGame(t, 2)
		libs(t, g, 3)
		s := bf(t, g, 0, d)
		for i := 0; i < n; i++ {
			hand(t, g, 0, card.Mountain)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		if n == 1 {
			h478Refused(t, g, h478Act(0, s, 0, 0, 0, pl(1)), game.ErrCantPay, "one card can't pay two")
			continue
		}
		require.NoError(t, g.Activate(0, s, 0, pl(1)))
		if n == 3 {
			for i := 0; i < 2; i++ {
				require.Equal(t, game.DecideDiscard, g.Pending().Kind)
				require.Equal(t, game.PlayerID(0), g.Pending().Player)
				require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: g.Zone(0, zone.Hand)[0]}))
			}
		}
		require.Equal(t, game.DecidePriority, g.Pending().Kind)
		require.Equal(t, n-2, g.ZoneLen(0, zone.Hand))
		require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard))
		resolve(t, g, nil)
		require.Equal(t, 17, g.Life(1))
	}
}

// 5. Spinebreaker Hydra: {X}{G} 0/0 Hydra with three +1/+1 counters,
// "Remove X +1/+1 counters from Spinebreaker Hydra: It deals X damage to
// target creature." X=4 is more than it has: refused, nothing changes
// (CR 117.3, 107.3a). X=3 is paid at once (CR 601.2h via 602.2b): the
// Hydra is 0/0 and dies before the ability resolves, which still deals 3
// damage (CR 112.7a, 608.2g) to Bob's 3/3.
func TestH478SpinebreakerHydraRemoveX(t *testing.T) {
	d := h478Crt(t, "Spinebreaker Hydra", "{X}{G}", 0, 0, 0, "Hydra", ability.Activated{
		Cost:    ability.Cost{RemoveCountersX: "+1/+1"},
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 3
	h := bf(t, g, 0, d, o)
	b := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, h))
	h478Refused(t, g, h478Act(0, h, 0, 4, 0, obj(b)), game.ErrCantPay, "X=4 with three counters")
	require.NoError(t, activateX(g, 0, h, 0, 3, obj(b)))
	require.True(t, gone(g, h), "0/0 after paying: state-based action (CR 704.5f)")
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.True(t, gone(g, b), "3 damage from the ability of the departed Hydra")
}

// 6. Blightwick Imp: {1}{B} 2/2 Imp, "Put a -1/-1 counter on Blightwick
// Imp: Target player loses 1 life." Alice activates it twice; the second
// counter makes it 0/0 and it dies (CR 704.5f) with both abilities on the
// stack, which resolve anyway (CR 112.7a): Bob loses 2. A third
// activation is refused, the Imp gone.
func TestH478BlightwickImpPutCounter(t *testing.T) {
	d := h478Crt(t, "Blightwick Imp", "{1}{B}", 2, 2, 0, "Imp", ability.Activated{
		Cost:    ability.Cost{PutCounter: "-1/-1"},
		Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	imp := bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, imp, 0, pl(1)))
	require.Equal(t, [2]int{1, 1}, pt(t, g, imp))
	require.NoError(t, g.Activate(0, imp, 0, pl(1)))
	require.True(t, gone(g, imp))
	require.Equal(t, 2, g.StackLen())
	h478Refused(t, g, h478Act(0, imp, 0, 0, 0, pl(1)), nil, "the Imp is gone")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 7. Blood Pact Idol: {1}{B} artifact, "Pay 3 life: Draw a card." At 2
// life Alice can't pay 3 (CR 118.4): refused, nothing changes. At exactly
// 3 she may (CR 118.4); at 0 life she loses the next time a player would
// receive priority (CR 104.3b, 704.5a), before the ability resolves. In a
// two-player game Bob wins; with three players Alice leaves, her ability
// on the stack ceases to exist (CR 800.4a) and Bob and Carol play on.
func TestH478BloodPactIdolPayLifeToZero(t *testing.T) {
	d := h478Art(t, "Blood Pact Idol", "{1}{B}", ability.Activated{Cost: ability.Cost{Life: 3}, Effects: draw1})
	g := newGame(t, 2)
	libs(t, g, 3)
	idol := bf(t, g, 0, d)
	require.NoError(t, g.SetLife(0, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, h478Listed(g, idol, 0))
	h478Refused(t, g, h478Act(0, idol, 0, 0, 0), game.ErrCantPay, "2 life can't pay 3")

	g = newGame(t, 2)
	libs(t, g, 3)
	idol = bf(t, g, 0, d)
	require.NoError(t, g.SetLife(0, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, idol, 0))
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(1), g.Winner())
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "no card drawn")

	g = newGame(t, 3)
	libs(t, g, 3)
	idol = bf(t, g, 0, d)
	require.NoError(t, g.SetLife(0, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, idol, 0))
	require.False(t, g.Over())
	require.True(t, g.Lost(0))
	require.Equal(t, 0, g.StackLen(), "Alice's ability left the game with her")
	require.NotEqual(t, game.PlayerID(0), g.Pending().Player)
}

// 8. Ember Urn: {2} artifact, "{R}, Exile Ember Urn: Ember Urn deals 2
// damage to any target." The Urn is exiled as the cost is paid; the
// ability on the stack deals its damage all the same (CR 112.7a), and
// the Urn can't be activated again from exile (CR 112.6, 117.3).
func TestH478EmberUrnExileSelf(t *testing.T) {
	tg, es := h478Ping(2)
	d := h478Art(t, "Ember Urn", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{R}"), ExileSelf: true}, Targets: tg, Effects: es})
	g := newGame(t, 2)
	libs(t, g, 3)
	u := bf(t, g, 0, d)
	lands(t, g, 0, card.Mountain, 2)
	b := bf(t, g, 1, creature(t, "Bob's Squire", "{1}{W}", 2, 2, 0, "Human"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, u, 0, obj(b)))
	require.Equal(t, zone.Exile, zoneOf(t, g, u))
	h478Refused(t, g, h478Act(0, mustFollow(t, g, u), 0, 0, 0, pl(1)), nil, "exiled: its ability works on the battlefield only")
	resolve(t, g, nil)
	require.True(t, gone(g, b))
}

// 9. Soul of the Thicket: {3}{G} 3/3 Elemental, "{2}{G}, Exile Soul of the
// Thicket from your graveyard: You gain 4 life. Activate only as a
// sorcery." On the battlefield it can't be activated (CR 112.6k); in
// Alice's graveyard Bob can't activate it (CR 602.2: its owner); in Bob's
// turn Alice can't (CR 602.5d); in her main phase she can, and the card is
// exiled as the cost is paid.
func TestH478SoulOfTheThicketFromGraveyard(t *testing.T) {
	d := def(t, card.Definition{Name: "Soul of the Thicket", ManaCost: cost("{3}{G}"), Types: ability.Creature,
		Subtypes: []string{"Elemental"}, Power: C(3), Toughness: C(3),
		Activated: []ability.Activated{{FromGraveyard: true, Timing: ability.SorcerySpeed,
			Cost: ability.Cost{Mana: cost("{2}{G}"), ExileSelf: true}, Effects: gain(4)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	onBf := bf(t, g, 0, d)
	s := put(t, g, 0, zone.Graveyard, d)
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 1, card.Forest, 3)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h478Refused(t, g, h478Act(1, s, 0, 0, 0), game.ErrNotAllowed, "not Bob's card")
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h478Refused(t, g, h478Act(0, s, 0, 0, 0), game.ErrTiming, "Bob's turn: only as a sorcery")
	passTo(t, g, 0, game.Main1)
	h478Refused(t, g, h478Act(0, onBf, 0, 0, 0), nil, "works only from the graveyard")
	require.NoError(t, g.Activate(0, s, 0))
	require.Equal(t, zone.Exile, zoneOf(t, g, s))
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 2. Timing, restrictions and who may activate

// 10. Drillmaster Squire: {W} 1/1 Soldier, "{1}: Drillmaster Squire gets
// +1/+0 until end of turn. Activate only once each turn." A second
// activation in the turn is refused. Bob takes the Squire with Sudden
// Defection in Alice's turn: the restriction still applies to it
// (CR 602.5b), so Bob can't activate it either. In Bob's next turn Alice,
// its controller again, may activate it once more.
func TestH478DrillmasterSquireOncePerTurn(t *testing.T) {
	d := h478Crt(t, "Drillmaster Squire", "{W}", 1, 1, 0, "Soldier",
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: h478Pump(1, 0)})
	g := newGame(t, 2)
	libs(t, g, 5)
	sq := bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Island, 4)
	st := hand(t, g, 1, h478Steal(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, sq, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 1}, pt(t, g, sq))
	require.False(t, h478Listed(g, sq, 0))
	h478Refused(t, g, h478Act(0, sq, 0, 0, 0), game.ErrNotAllowed, "once each turn")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, st, obj(sq)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, sq).Controller)
	for g.Pending().Player != 1 || g.Pending().Kind != game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	h478Refused(t, g, h478Act(1, sq, 0, 0, 0), game.ErrNotAllowed, "the restriction follows the object to Bob")
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(0), info(t, g, sq).Controller)
	require.NoError(t, g.Pass(1)) // Bob's upkeep: Alice receives priority
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Activate(0, sq, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 1}, pt(t, g, sq))
}

// 11. Pyre Sentry: {1}{R} 1/1 Human, "{T}: Pyre Sentry deals 1 damage to
// target player", and Pyre Totem, a {2} artifact with the same ability.
// Both came under Alice's control this turn: the creature's {T} ability
// can't be activated (CR 302.6, 602.5a), the artifact's can (302.6 is
// about creatures), and so can a hasty Sentry's (CR 702.10c). A tapped
// Totem can't pay {T} again (CR 117.3).
func TestH478PyreSentrySummoningSickness(t *testing.T) {
	tg, es := h478PlayerPing(1)
	tap := ability.Activated{Cost: ability.Cost{Tap: true}, Targets: tg, Effects: es}
	sentry := h478Crt(t, "Pyre Sentry", "{1}{R}", 1, 1, 0, "Human", tap)
	hasty := h478Crt(t, "Pyre Sentry Outrider", "{1}{R}", 1, 1, ability.Haste, "Human", tap)
	totem := h478Art(t, "Pyre Totem", "{2}", tap)
	g := newGame(t, 2)
	libs(t, g, 3)
	sick := game.PutOptions{Sick: true}
	s := bf(t, g, 0, sentry, sick)
	hs := bf(t, g, 0, hasty, sick)
	tt := bf(t, g, 0, totem, sick)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, s).SummoningSick)
	require.False(t, h478Listed(g, s, 0))
	h478Refused(t, g, h478Act(0, s, 0, 0, 0, pl(1)), game.ErrNotAllowed, "summoning sick creature's {T}")
	require.NoError(t, g.Activate(0, tt, 0, pl(1)))
	require.NoError(t, g.Activate(0, hs, 0, pl(1)))
	h478Refused(t, g, h478Act(0, tt, 0, 0, 0, pl(1)), game.ErrNotAllowed, "already tapped")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h478Refused(t, g, h478Act(0, s, 0, 0, 0, pl(1)), game.ErrNotAllowed, "Alice's most recent turn began before it came")
	passTo(t, g, 0, game.Upkeep)
	require.NoError(t, g.Activate(0, s, 0, pl(1)), "Alice's most recent turn began with the Sentry under her control")
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 12. Bob casts Seize Allegiance on Alice's Pyre Sentry (with "{1}: Pyre
// Sentry gets +1/+0 until end of turn" too). Bob can't activate its {T}
// ability this turn (CR 302.6) but can its other ability; Alice, who no
// longer controls it, can activate neither (CR 602.2). In Bob's next turn
// the {T} ability works for him.
func TestH478SeizedSentryControlAndSickness(t *testing.T) {
	tg, es := h478PlayerPing(1)
	d := h478Crt(t, "Pyre Sentry Veteran", "{1}{R}", 1, 1, 0, "Human",
		ability.Activated{Cost: ability.Cost{Tap: true}, Targets: tg, Effects: es},
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: h478Pump(1, 0)})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, d)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Island, 5)
	sz := hand(t, g, 1, seize(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, sz, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, s).Controller)
	h478Refused(t, g, h478Act(1, s, 0, 0, 0, pl(0)), game.ErrNotAllowed, "Bob hasn't controlled it since his turn began")
	require.NoError(t, g.Activate(1, s, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 1}, pt(t, g, s))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h478Refused(t, g, h478Act(0, s, 1, 0, 0), nil, "Alice no longer controls it")
	h478Refused(t, g, h478Act(0, s, 0, 0, 0, pl(1)), nil, "Alice no longer controls it")
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Activate(1, s, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
}

// 13. Signal Beacon: {2} artifact, "{1}: Signal Beacon deals 1 damage to
// target player." Four players, Alice's turn. Bob, Carol and Dave each
// get priority in turn and none of them may activate Alice's Beacon
// (CR 602.2: only its controller); Carol activates her own Beacon on
// Alice's turn and receives priority again (CR 116.3c); Dave, answering,
// activates his, which resolves first.
func TestH478SignalBeaconFourPlayers(t *testing.T) {
	tg, es := h478PlayerPing(1)
	d := h478Art(t, "Signal Beacon", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Targets: tg, Effects: es})
	g := newGame(t, 4)
	libs(t, g, 3)
	var bc [4]game.ObjectID
	for p := 0; p < 4; p++ {
		bc[p] = bf(t, g, game.PlayerID(p), d)
		lands(t, g, game.PlayerID(p), card.Mountain, 2)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h478Refused(t, g, h478Act(1, bc[0], 0, 0, 0, pl(0)), game.ErrNotAllowed, "Bob can't activate Alice's Beacon")
	h478Refused(t, g, h478Act(2, bc[2], 0, 0, 0, pl(0)), game.ErrNotYourDecision, "Carol hasn't priority")
	require.NoError(t, g.Pass(1))
	h478Refused(t, g, h478Act(2, bc[0], 0, 0, 0, pl(0)), game.ErrNotAllowed, "Carol can't activate Alice's Beacon")
	require.NoError(t, g.Activate(2, bc[2], 0, pl(0)))
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "Carol receives priority again")
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.PlayerID(3), g.Pending().Player)
	h478Refused(t, g, h478Act(3, bc[1], 0, 0, 0, pl(2)), game.ErrNotAllowed, "Dave can't activate Bob's Beacon")
	require.NoError(t, g.Activate(3, bc[3], 0, pl(2)))
	require.Equal(t, []game.PlayerID{3, 2}, h476Ctl(g))
	require.NoError(t, g.Pass(3))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.Equal(t, []int{20, 20, 19, 20}, lifes(g), "Dave's resolves first")
	resolve(t, g, nil)
	require.Equal(t, []int{19, 20, 19, 20}, lifes(g))
}

// 14. Hearth Shrine: {1} artifact, "{1}: You gain 1 life. Activate only as
// a sorcery." Three players. In Alice's main phase with an empty stack it
// can be activated; not while her own Beacon ability is on the stack, not
// in her beginning of combat, and not by Alice in Bob's main phase
// (CR 602.5d, 307.1); in her second main phase it can.
func TestH478HearthShrineSorcerySpeed(t *testing.T) {
	d := h478Art(t, "Hearth Shrine", "{1}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed, Effects: gain(1)})
	g := newGame(t, 3)
	libs(t, g, 5)
	sh := bf(t, g, 0, d)
	rod := bf(t, g, 0, h476Rod(t))
	lands(t, g, 0, card.Plains, 6)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, sh, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.Activate(0, rod, 0, pl(1)))
	require.False(t, h478Listed(g, sh, 0))
	h478Refused(t, g, h478Act(0, sh, 0, 0, 0), game.ErrTiming, "the stack isn't empty")
	resolve(t, g, nil)
	h476To(t, g, 0, game.BeginCombat)
	h478Refused(t, g, h478Act(0, sh, 0, 0, 0), game.ErrTiming, "not a main phase")
	passTo(t, g, 0, game.Main2)
	require.NoError(t, g.Activate(0, sh, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, 0, g.StackLen())
	h478Refused(t, g, h478Act(0, sh, 0, 0, 0), game.ErrTiming, "Bob's main phase")
}

// ---------------------------------------------------------------------
// Part 3. Mana abilities and mana costs

// h478AddMana is "{T}: Add {c}" of the given cost (tap only by default).
func h478AddMana(c mana.Color, k ability.Cost) ability.Activated {
	var p mana.Pool
	p.Add(c, 1)
	return ability.Activated{Cost: k, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: p}}}
}

// 15. Ruby Shard: {1} artifact, "{T}: Add {R}", and Ember Elf, {G} 1/1
// Elf, "{T}: Add {R}", both come this turn. The Shard's mana ability
// doesn't use the stack (CR 605.3b) and Alice keeps priority (CR 116.3c);
// the Elf's can't be activated, sick (CR 302.6); Bob, without priority,
// can't activate his own Shard (CR 605.3a).
func TestH478RubyShardManaAbility(t *testing.T) {
	shard := h478Art(t, "Ruby Shard", "{1}", h478AddMana(mana.Red, ability.Cost{Tap: true}))
	elf := h478Crt(t, "Ember Elf", "{G}", 1, 1, 0, "Elf", h478AddMana(mana.Red, ability.Cost{Tap: true}))
	g := newGame(t, 2)
	libs(t, g, 3)
	sick := game.PutOptions{Sick: true}
	s := bf(t, g, 0, shard, sick)
	e := bf(t, g, 0, elf, sick)
	bs := bf(t, g, 1, shard)
	rod := bf(t, g, 0, h476Rod(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Mana(0, e, 0), game.ErrNotAllowed, "a sick creature's {T} mana ability")
	h478Refused(t, g, h478Mana(1, bs, 0), game.ErrNotYourDecision, "Bob hasn't priority")
	require.NoError(t, g.Apply(h478Mana(0, s, 0)))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
	require.True(t, info(t, g, s).Tapped)
	require.NoError(t, g.Activate(0, rod, 0, pl(1)), "the floating {R} pays the Rod's {1}")
	require.Equal(t, 0, g.Pool(0).Total())
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 16. Flash Cinder: {0} artifact, "{T}, Sacrifice Flash Cinder: Add
// {R}{R}." Alice, with one Mountain, casts a {1}{R}{R} sorcery: the
// Cinder's mana ability is activated while the cost is paid (CR 601.2g,
// 605.3a) and the Cinder is in the graveyard with the spell on the stack.
// Ash Cinder ("Sacrifice Ash Cinder: Add {R}{R}", no {T}) is activated by
// hand first (the engine's way to choose sources, docs/rules.md): its
// mana floats in the pool (CR 106.4) and pays the same spell.
func TestH478FlashCinderSacrificeForMana(t *testing.T) {
	var rr mana.Pool
	rr.Add(mana.Red, 2)
	burn := sorcery(t, "Searing Volley", "{1}{R}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(4)})
	for _, withTap := range []bool{true, false} {
		name := "Flash Cinder"
		if !withTap {
			name = "Ash Cinder"
		}
		cinder := h478Art(t, name, "{0}", ability.Activated{Cost: ability.Cost{Tap: withTap, SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: rr}}})
		g := newGame(t, 2)
		libs(t, g, 3)
		c := bf(t, g, 0, cinder)
		bf(t, g, 0, card.Mountain)
		sv := hand(t, g, 0, burn)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if !withTap {
			require.NoError(t, g.Apply(h478Mana(0, c, 0)))
			require.Equal(t, 2, g.Pool(0).Amount(mana.Red))
			require.Equal(t, 0, g.StackLen())
		}
		require.NoError(t, g.Cast(0, sv, pl(1)), name)
		require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
		require.Equal(t, 1, g.StackLen(), "the mana ability never was on the stack")
		require.Equal(t, 0, g.Pool(0).Total())
		resolve(t, g, nil)
		require.Equal(t, 16, g.Life(1))
	}
}

// 17. Grim Spring: {2} artifact, "{T}: Add {B}. Grim Spring deals 1 damage
// to you." Alice at 1 life taps it for mana: the damage is dealt at once
// (CR 605.3b) and she loses as state-based actions are checked when she
// would receive priority (CR 104.3b, 704.3).
func TestH478GrimSpringPainAtOneLife(t *testing.T) {
	var b mana.Pool
	b.Add(mana.Black, 1)
	d := h478Art(t, "Grim Spring", "{2}", ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{
		{Op: ability.OpAddMana, Mana: b},
		{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoYou, Amount: ability.N(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	require.NoError(t, g.SetLife(0, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Mana(0, s, 0)))
	require.Equal(t, 0, g.Life(0))
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(1), g.Winner())
}

// 18. Thornwild Brute: {R/G}{R/G} 3/2 Beast, "{W/B}: Thornwild Brute gets
// +1/+1 until end of turn." It is red and green (CR 202.2, 105.2); each
// hybrid symbol is paid by either colour (CR 107.4e): a Mountain and a
// Forest cast it, two Plains can't (refused, nothing changes); a Swamp
// pays its {W/B}, a Forest alone can't.
func TestH478ThornwildBruteHybrid(t *testing.T) {
	d := h478Crt(t, "Thornwild Brute", "{R/G}{R/G}", 3, 2, 0, "Beast",
		ability.Activated{Cost: ability.Cost{Mana: cost("{W/B}")}, Effects: h478Pump(1, 1)})
	require.Equal(t, mana.SetOf(mana.Red)|mana.SetOf(mana.Green), d.Colors)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, legalCasts(g, h))
	h478Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: h}, game.ErrCantPay, "white can't pay {R/G}")

	g = newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, card.Mountain)
	bf(t, g, 0, card.Forest)
	bf(t, g, 0, card.Forest)
	sw := bf(t, g, 0, card.Swamp)
	h = hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	br := find(t, g, 0, d)
	require.NotZero(t, br)
	require.False(t, info(t, g, sw).Tapped, "the Swamp was kept: red and green paid")
	require.NoError(t, g.Activate(0, br, 0))
	require.True(t, info(t, g, sw).Tapped)
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 3}, pt(t, g, br))
	require.Equal(t, 1, len(untapped(t, g, 0)), "a Forest is left")
	h478Refused(t, g, h478Act(0, br, 0, 0, 0), game.ErrCantPay, "a Forest can't pay {W/B}")
}

// 19. Void Lens: {1} artifact, "{C}, {T}: Draw a card." {C} is paid only
// with colorless mana (CR 107.4c): five Mountains can't pay it; a Plain
// Stone ("{T}: Add {C}") can.
func TestH478VoidLensColorlessCost(t *testing.T) {
	lens := h478Art(t, "Void Lens", "{1}", ability.Activated{Cost: ability.Cost{Mana: cost("{C}"), Tap: true}, Effects: draw1})
	stone := h478Art(t, "Plain Stone", "{2}", h478AddMana(mana.Colorless, ability.Cost{Tap: true}))
	g := newGame(t, 2)
	libs(t, g, 3)
	l := bf(t, g, 0, lens)
	lands(t, g, 0, card.Mountain, 5)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, h478Listed(g, l, 0))
	h478Refused(t, g, h478Act(0, l, 0, 0, 0), game.ErrCantPay, "red mana can't pay {C}")

	g = newGame(t, 2)
	libs(t, g, 3)
	l = bf(t, g, 0, lens)
	lands(t, g, 0, card.Mountain, 5)
	st := bf(t, g, 0, stone)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, l, 0))
	require.True(t, info(t, g, st).Tapped)
	require.Len(t, untapped(t, g, 0), 5, "no Mountain tapped")
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 20. Xeric Lens: {2} artifact, "{X}{X}, {T}: You gain X life." X is
// chosen on activation and each {X} is X mana (CR 107.3a, 107.3): with
// three lands X=2 (four mana) is refused, X=1 costs two.
func TestH478XericLensDoubleX(t *testing.T) {
	d := h478Art(t, "Xeric Lens", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{X}{X}"), Tap: true},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	l := bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, l, 0, 2, 0), game.ErrCantPay, "{X}{X} with X=2 is four mana")
	require.NoError(t, activateX(g, 0, l, 0, 1))
	require.Len(t, untapped(t, g, 0), 1)
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 4. Cost increases, convoke and additional costs

// h478Ward is "Stifling Ward: {1}{W} enchantment, Activated abilities of
// creatures your opponents control cost {2} more to activate."
func h478Ward(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Stifling Ward", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide},
			ActivationTax: 2}}})
}

// 21. Stifling Ward, four players. Each opponent's Ironhide Brawler ("{1}:
// +1/+1 until end of turn") costs {3} to activate (CR 601.2f via 602.2b):
// Bob, with two Mountains, can't (refused, nothing changes); Carol, with
// three, can; Alice's own Brawler still costs {1}.
func TestH478StiflingWardTax(t *testing.T) {
	br := h478Crt(t, "Ironhide Brawler", "{1}{R}", 2, 2, 0, "Warrior", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: h478Pump(1, 1)})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, h478Ward(t))
	a := bf(t, g, 0, br)
	b := bf(t, g, 1, br)
	c := bf(t, g, 2, br)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 2)
	lands(t, g, 2, card.Mountain, 3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, a))
	require.NoError(t, g.Pass(0))
	require.False(t, h478Listed(g, b, 0))
	h478Refused(t, g, h478Act(1, b, 0, 0, 0), game.ErrCantPay, "Bob's {1} costs {3}")
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(2, c, 0))
	require.Empty(t, untapped(t, g, 2), "three Mountains paid {1} and the {2} tax")
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, c))
}

// 22. Stifling Ward on Bob's Ember Elf ("{T}: Add {R}"): its mana ability
// costs {2} more too (CR 601.2f, 605.3a). With one Forest Bob can't
// activate it; with two more he can, and they pay the tax.
func TestH478StiflingWardTaxesManaAbility(t *testing.T) {
	elf := h478Crt(t, "Ember Elf", "{G}", 1, 1, 0, "Elf", h478AddMana(mana.Red, ability.Cost{Tap: true}))
	for _, forests := range []int{1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, h478Ward(t))
		e := bf(t, g, 1, elf)
		lands(t, g, 1, card.Forest, forests)
		require.NoError(t, g.Start(2, 1, game.Main1))
		if forests == 1 {
			h478Refused(t, g, h478Mana(1, e, 0), game.ErrCantPay, "the {2} tax can't be paid")
			continue
		}
		require.NoError(t, g.Apply(h478Mana(1, e, 0)))
		require.Equal(t, 1, g.Pool(1).Total())
		require.Equal(t, 1, g.Pool(1).Amount(mana.Red))
		require.Empty(t, untapped(t, g, 1))
	}
}

// 23. Chorus of the Grove: {2}{G}{G} sorcery with convoke, "You gain 5
// life." Alice has no land and four creatures: two green ones that came
// this turn, a white one and a tapped green one. Convoke may tap sick
// creatures (it is no {T} ability, CR 702.50a, 302.6); the tapped one
// can't be tapped (refused); the white one can't pay {G} (with only it and
// one green creature the {G}{G} can't be paid: refused, nothing changes);
// Bob's creature isn't Alice's to tap.
func TestH478ChorusOfTheGroveConvoke(t *testing.T) {
	d := def(t, card.Definition{Name: "Chorus of the Grove", ManaCost: cost("{2}{G}{G}"), Types: ability.Sorcery,
		Keywords: ability.Convoke, Spell: ability.Spell{Effects: gain(5)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	sick := game.PutOptions{Sick: true}
	g1 := bf(t, g, 0, creature(t, "Sprout Elf", "{G}", 1, 1, 0, "Elf"), sick)
	g2 := bf(t, g, 0, creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf"), sick)
	w := bf(t, g, 0, creature(t, "Dawn Squire", "{W}", 1, 1, 0, "Human"))
	tg := bf(t, g, 0, creature(t, "Weary Elf", "{G}", 1, 1, 0, "Elf"), game.PutOptions{Tapped: true})
	bb := bf(t, g, 1, creature(t, "Bob's Elf", "{G}", 1, 1, 0, "Elf"))
	lands(t, g, 0, card.Plains, 1)
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	cast := func(cs ...game.ObjectID) game.Action {
		return game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: cs}
	}
	h478Refused(t, g, cast(g1, w, tg), nil, "a tapped creature can't be tapped for convoke")
	h478Refused(t, g, cast(g1, w, bb), nil, "Bob's creature")
	h478Refused(t, g, cast(g1, w), game.ErrCantPay, "white can't pay {G}: one {G} left with one Plains")
	require.NoError(t, g.Apply(cast(g1, g2, w)))
	require.True(t, info(t, g, g1).Tapped)
	require.True(t, info(t, g, g2).Tapped)
	require.Empty(t, untapped(t, g, 0))
	resolve(t, g, nil)
	require.Equal(t, 25, g.Life(0))
}

// 24. Final Offering: {1}{R} sorcery, "As an additional cost to cast this
// spell, sacrifice a creature. Final Offering deals damage equal to the
// sacrificed creature's power to any target." Four players. Without a
// creature Alice can't cast it (CR 601.2h; refused, nothing changes).
// With a 2/2 under a +1/+1 anthem she sacrifices it and Dave takes 3,
// its power as it last existed (CR 608.2g).
func TestH478FinalOfferingAdditionalSacrifice(t *testing.T) {
	d := def(t, card.Definition{Name: "Final Offering", ManaCost: cost("{1}{R}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 3, creature(t, "Dave's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, legalCasts(g, h))
	h478Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(3)), game.ErrCantPay, "nothing to sacrifice")

	g = newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, anthem(t, "Rallying Hymn", 1, 1))
	c := bf(t, g, 0, creature(t, "Doomed Squire", "{1}{W}", 2, 2, 0, "Human"))
	h = hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h, pl(3)))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, c)))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 20, 20, 17}, lifes(g))
}

// 25. Stone Thrower: {2}{R} 2/2 Giant, "{1}, {T}: Stone Thrower deals
// damage equal to its power to target player." Under a +1/+1 anthem it
// is 3/3; Bob destroys it in response: the ability still resolves
// (CR 112.7a) and uses its power as it last existed, 3 (CR 608.2g).
func TestH478StoneThrowerLastKnownPower(t *testing.T) {
	d := h478Crt(t, "Stone Thrower", "{2}{R}", 2, 2, 0, "Giant", ability.Activated{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
		Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
			Amount: ability.Amount{Kind: ability.SourcePower}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	st := bf(t, g, 0, d)
	bf(t, g, 0, anthem(t, "Rallying Hymn", 1, 1))
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Swamp, 1)
	dp := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, st, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dp, obj(st)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.True(t, gone(g, st))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 26. Goblin Sapper Crew: {1}{R} 1/1 Goblin, "Sacrifice a Goblin: Goblin
// Sapper Crew deals 1 damage to any target." Without "another" the Crew
// may sacrifice itself (CR 701.15a); Bob's Goblin and Alice's Elf are not
// offered. The ability resolves with its source gone (CR 112.7a).
func TestH478GoblinSapperCrewSacrificesItself(t *testing.T) {
	tg, es := h478Ping(1)
	d := h478Crt(t, "Goblin Sapper Crew", "{1}{R}", 1, 1, 0, "Goblin",
		ability.Activated{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature, Subtype: "Goblin"}}, Targets: tg, Effects: es})
	g := newGame(t, 2)
	libs(t, g, 3)
	crew := bf(t, g, 0, d)
	gob := bf(t, g, 0, creature(t, "Goblin Recruit", "{R}", 1, 1, 0, "Goblin"))
	bf(t, g, 0, creature(t, "Alice's Elf", "{G}", 1, 1, 0, "Elf"))
	bf(t, g, 1, creature(t, "Bob's Goblin", "{R}", 1, 1, 0, "Goblin"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, crew, 0, pl(1)))
	require.ElementsMatch(t, []game.ObjectID{crew, gob}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, crew)))
	require.True(t, gone(g, crew))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.False(t, gone(g, gob))
}

// 27. Altar of Mending: {2} artifact, "{1}, Sacrifice a creature: You gain
// 2 life and target creature gets +2/+2 until end of turn." Targets are
// chosen before costs are paid (CR 601.2c, 601.2h via 602.2b), so Alice
// may sacrifice the creature she targeted. Its only target then is gone:
// the ability doesn't resolve and does nothing, the life gain included
// (CR 608.2b).
func TestH478AltarOfMendingSacrificedTarget(t *testing.T) {
	d := h478Art(t, "Altar of Mending", "{2}", ability.Activated{
		Cost:    ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Creature}},
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)},
			{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	al := bf(t, g, 0, d)
	c := bf(t, g, 0, creature(t, "Devoted Acolyte", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 0, creature(t, "Other Acolyte", "{W}", 1, 1, 0, "Human"))
	lands(t, g, 0, card.Plains, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, al, 0, obj(c)))
	require.Contains(t, choices(g), c)
	require.NoError(t, g.Apply(chooseObj(0, c)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "no legal target: the ability does nothing")
}

// 28. Two Bone Altars ("Sacrifice a creature: You gain 2 life") and one
// creature: one sacrifice pays one cost only (CR 117.10), so after the
// first altar's activation the second can't be activated (CR 117.3).
func TestH478BoneAltarsOneSacrificeOneCost(t *testing.T) {
	d := h478Art(t, "Bone Altar", "{1}", ability.Activated{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: gain(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	a1 := bf(t, g, 0, d)
	a2 := bf(t, g, 0, d)
	c := bf(t, g, 0, creature(t, "Lone Thrall", "{B}", 1, 1, 0, "Zombie"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a1, 0))
	require.NoError(t, g.Apply(chooseObj(0, c)))
	require.False(t, h478Listed(g, a2, 0))
	h478Refused(t, g, h478Act(0, a2, 0, 0, 0), game.ErrCantPay, "no creature left to sacrifice")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 5. More timing, zones and players

// 29. Tidecaller Sprite: {U} 1/1 Faerie, "{0}: You gain 1 life. Activate
// only once each turn." Alice activates it, returns it to her hand with
// Recall Tide ({U} instant, "Return target creature you control to its
// owner's hand") and casts it again: it is a new object with no memory of
// its earlier activation (CR 400.7), so she may activate it again this
// turn.
func TestH478TidecallerSpriteOnceResetsOnZoneChange(t *testing.T) {
	d := h478Crt(t, "Tidecaller Sprite", "{U}", 1, 1, 0, "Faerie", ability.Activated{OncePerTurn: true, Effects: gain(1)})
	recall := instant(t, "Recall Tide", "{U}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	lands(t, g, 0, card.Island, 2)
	rc := hand(t, g, 0, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	resolve(t, g, nil)
	h478Refused(t, g, h478Act(0, s, 0, 0, 0), game.ErrNotAllowed, "once each turn")
	require.NoError(t, g.Cast(0, rc, obj(s)))
	resolve(t, g, nil)
	sh := mustFollow(t, g, s)
	require.Equal(t, zone.Hand, info(t, g, sh).Zone)
	require.NoError(t, g.Cast(0, sh))
	resolve(t, g, nil)
	ns := find(t, g, 0, d)
	require.NotZero(t, ns)
	require.NoError(t, g.Activate(0, ns, 0), "a new object (CR 400.7)")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 30. Vengeful Shade: {1}{B} 1/1 Shade, "{B}, Exile Vengeful Shade from
// your graveyard: Target player loses 2 life." Three players, Alice's
// turn. Carol may activate it from her graveyard when she has priority
// (no timing restriction, CR 602.2); Alice can't activate Carol's card
// (CR 602.2: its owner); Bob can't activate his copy from his hand
// (CR 112.6k).
func TestH478VengefulShadeFromGraveyardAtInstantSpeed(t *testing.T) {
	d := def(t, card.Definition{Name: "Vengeful Shade", ManaCost: cost("{1}{B}"), Types: ability.Creature,
		Subtypes: []string{"Shade"}, Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{B}"), ExileSelf: true},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	cs := put(t, g, 2, zone.Graveyard, d)
	bh := hand(t, g, 1, d)
	for p := 0; p < 3; p++ {
		lands(t, g, game.PlayerID(p), card.Swamp, 1)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, cs, 0, 0, 0, pl(1)), nil, "Carol's card")
	require.NoError(t, g.Pass(0))
	h478Refused(t, g, h478Act(1, bh, 0, 0, 0, pl(0)), nil, "from a hand")
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(2, cs, 0, pl(0)))
	require.Equal(t, zone.Exile, zoneOf(t, g, cs))
	resolve(t, g, nil)
	require.Equal(t, []int{18, 20, 20}, lifes(g))
}

// 31. Battery Vault: {2} artifact, "{T}: Put a charge counter on Battery
// Vault." and "Remove X charge counters from Battery Vault: You gain X
// life." With no counters X=0 is a cost that can be paid (CR 107.3a,
// 117.5), X=1 isn't (CR 117.3). After two turns' counters X=2 gains 2.
func TestH478BatteryVaultRemoveXZero(t *testing.T) {
	d := h478Art(t, "Battery Vault", "{2}",
		ability.Activated{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}},
		ability.Activated{Cost: ability.Cost{RemoveCountersX: "charge"},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	v := bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, v, 1, 1, 0), game.ErrCantPay, "no charge counter to remove")
	require.NoError(t, activateX(g, 0, v, 1, 0))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.Activate(0, v, 0))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, v, 0))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, v, game.Charge))
	require.NoError(t, activateX(g, 0, v, 1, 2))
	require.Equal(t, 0, counter(t, g, v, game.Charge), "removed as the cost is paid")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 32. Stifling Ward (Alice's) on Bob's Spinebreaker Hydra: its ability,
// with no mana in its cost, now costs {2} (CR 601.2f, 117.7 does not
// apply: nothing reduces it). Bob without lands can't activate it;
// with two Forests he can.
func TestH478StiflingWardTaxesCounterCost(t *testing.T) {
	d := h478Crt(t, "Spinebreaker Hydra", "{X}{G}", 0, 0, 0, "Hydra", ability.Activated{
		Cost:    ability.Cost{RemoveCountersX: "+1/+1"},
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}})
	for _, forests := range []int{0, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, h478Ward(t))
		a := bf(t, g, 0, creature(t, "Alice's Ox", "{1}{W}", 1, 1, 0, "Ox"))
		var o game.PutOptions
		o.Counters[game.PlusOne] = 2
		h := bf(t, g, 1, d, o)
		lands(t, g, 1, card.Forest, forests)
		require.NoError(t, g.Start(2, 1, game.Main1))
		if forests == 0 {
			h478Refused(t, g, h478Act(1, h, 0, 1, 0, obj(a)), game.ErrCantPay, "the {2} tax")
			continue
		}
		require.NoError(t, activateX(g, 1, h, 0, 1, obj(a)))
		require.Empty(t, untapped(t, g, 1))
		resolve(t, g, nil)
		require.True(t, gone(g, a))
		require.Equal(t, [2]int{1, 1}, pt(t, g, h))
	}
}

// 33. Two-Headed Giant. Hearth Shrine ("{1}: You gain 1 life. Activate
// only as a sorcery") of Bob, Alice's teammate: in his team's main phase
// with an empty stack he may activate it (CR 805.5a, 602.5d). Blood Pact
// Idol ("Pay 3 life: Draw a card") of Bob's: with the team at 2 he can't
// pay (CR 118.4a); at 3 he can, and the team loses (CR 810.8c).
func TestH478TwoHeadedSorcerySpeedAndLife(t *testing.T) {
	shrine := h478Art(t, "Hearth Shrine", "{1}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed, Effects: gain(1)})
	idol := h478Art(t, "Blood Pact Idol", "{1}{B}", ability.Activated{Cost: ability.Cost{Life: 3}, Effects: draw1})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	sh := bf(t, g, 1, shrine)
	lands(t, g, 1, card.Plains, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(1, sh, 0))
	resolve(t, g, nil)
	require.Equal(t, 31, g.Life(0), "the team's shared life total (CR 810.9)")

	for _, life := range []int{2, 3} {
		g = newTwoHeaded(t)
		libs(t, g, 3)
		id := bf(t, g, 1, idol)
		require.NoError(t, g.SetLife(0, life))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.Equal(t, life, g.Life(1))
		if life == 2 {
			h478Refused(t, g, h478Act(1, id, 0, 0, 0), game.ErrCantPay, "the team has 2 life")
			continue
		}
		require.NoError(t, g.Activate(1, id, 0))
		require.True(t, g.Over())
		require.True(t, g.Lost(0))
		require.True(t, g.Lost(1))
	}
}

// 34. Culling Tome ("{1}, Discard a creature card: Draw two cards")
// activated without naming the card: with a creature card and a land in
// hand Alice is asked to discard (CR 601.2h), and the land is refused;
// with a single creature card as her whole hand it is discarded at once.
func TestH478CullingTomeDiscardDecision(t *testing.T) {
	d := h478Art(t, "Culling Tome", "{2}", ability.Activated{
		Cost:    ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Creature},
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}})
	for _, withLand := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 5)
		tome := bf(t, g, 0, d)
		lands(t, g, 0, card.Island, 1)
		cr := hand(t, g, 0, creature(t, "Spare Hound", "{1}{G}", 2, 2, 0, "Dog"))
		var land game.ObjectID
		if withLand {
			land = hand(t, g, 0, card.Forest)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, tome, 0))
		if withLand {
			require.Equal(t, game.DecideDiscard, g.Pending().Kind)
			h478Refused(t, g, game.Action{Kind: game.ActDiscard, Player: 0, Object: land}, nil, "a land can't pay")
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: cr}))
		}
		require.Equal(t, game.DecidePriority, g.Pending().Kind)
		require.Equal(t, zone.Graveyard, zoneOf(t, g, cr))
		resolve(t, g, nil)
		want := 2
		if withLand {
			want = 3
		}
		require.Equal(t, want, g.ZoneLen(0, zone.Hand))
	}
}

// 35. Ruby Shard ("{T}: Add {R}") of Alice's: Bob, with priority, can't
// activate its mana ability (CR 602.2, 605.3a: a player activates the
// mana abilities of what they control), nor Alice's Signal Beacon.
func TestH478RubyShardOthersCantTap(t *testing.T) {
	shard := h478Art(t, "Ruby Shard", "{1}", h478AddMana(mana.Red, ability.Cost{Tap: true}))
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, shard)
	rod := bf(t, g, 0, h476Rod(t))
	lands(t, g, 1, card.Mountain, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h478Refused(t, g, h478Mana(1, s, 0), game.ErrNotAllowed, "Alice's Shard")
	h478Refused(t, g, h478Act(1, rod, 0, 0, 0, pl(0)), game.ErrNotAllowed, "Alice's Rod")
}

// ---------------------------------------------------------------------
// Part 6. What Check refuses

// 36. Costs Check refuses, each documented in docs/design.md:
//   - Ashen Altar, "Sacrifice a creature: Add {C}{C}": a mana ability
//     whose cost sacrifices another permanent (CR 605.3a: it would be
//     activated while a cost is paid; the engine pays no such cost for
//     mana);
//   - Blood Spring, "Pay 1 life: Add {B}": a mana ability paying life;
//   - Grave Lantern, "{T}: You gain 1 life" working from the graveyard
//     (CR 112.6k): a card in a graveyard is never tapped, the cost could
//     never be paid (CR 117.3);
//   - Mad Bomber, "Sacrifice Mad Bomber, Sacrifice a creature: ..." where
//     the creature may be the Bomber itself: one permanent can't pay two
//     costs (CR 117.10), so the sacrifice must say "another".
func TestH478CheckRefusesCosts(t *testing.T) {
	var cc, b mana.Pool
	cc.Add(mana.Colorless, 2)
	b.Add(mana.Black, 1)
	tg, es := h478Ping(2)
	for _, c := range []struct {
		name, field string
		a           ability.Activated
		types       ability.Type
	}{
		{"Ashen Altar", ".Cost", ability.Activated{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: cc}}}, ability.Artifact},
		{"Blood Spring", ".Cost", ability.Activated{Cost: ability.Cost{Life: 1},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: b}}}, ability.Artifact},
		{"Grave Lantern", ".Cost", ability.Activated{FromGraveyard: true, Cost: ability.Cost{Tap: true}, Effects: gain(1)}, ability.Creature},
		{"Mad Bomber", ".Cost.Sacrifice", ability.Activated{Cost: ability.Cost{SacrificeSelf: true, Sacrifice: &ability.Group{Types: ability.Creature}},
			Targets: tg, Effects: es}, ability.Creature},
	} {
		d := card.Definition{Name: c.name, ManaCost: cost("{2}"), Types: c.types, Activated: []ability.Activated{c.a}}
		if c.types == ability.Creature {
			d.Power, d.Toughness = C(1), C(1)
		}
		requireRefusedAt(t, d, c.field, c.name)
	}
}

// ---------------------------------------------------------------------
// Defects these cards found, fixed: the test below failed before its fix.

// 2. Gravecaller Idol: {2} artifact, "{1}, Sacrifice a creature: You gain
// life equal to the sacrificed creature's power." The 2/2 under a +1/+1
// anthem is sacrificed: its power as it last existed on the battlefield
// is 3 (CR 608.2g, 112.7a), so Alice gains 3.
//
// Fixed: the engine records the sacrificed creature's power for an
// activation's sacrifice cost as for a spell's additional cost; before,
// only for a spell, and Alice gained 0. Check now refuses
// SacrificedPower in an ability that sacrifices nothing, where it could
// only be 0.
func TestH478GravecallerIdolSacrificedPower(t *testing.T) {
	d := def(t, card.Definition{Name: "Gravecaller Idol", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Creature}},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	idol := bf(t, g, 0, d)
	bf(t, g, 0, anthem(t, "Rallying Hymn", 1, 1))
	c := bf(t, g, 0, creature(t, "Idol Keeper", "{1}{W}", 2, 2, 0, "Human"))
	lands(t, g, 0, card.Plains, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, idol, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, c)))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0), "the sacrificed creature's power as it last existed, 3")
}

var _ = mana.Red
