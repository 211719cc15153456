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

// Review h507 of: a permanent sacrificed for a cost that taps for mana
// towards that cost (CR 601.2g, 601.2h, 602.2b); effects that follow an
// object an earlier effect of the same resolution moved (CR 400.7h,
// 608.2g); "each upkeep" against "each player's upkeep" (CR 503.1,
// 805.4). Guards first; positions the engine gets wrong are at the end,
// skipped with "DEFECT".

// h507Offered reports whether LegalActions offers activating the n-th
// non-mana ability of id.
func h507Offered(g *game.Game, id game.ObjectID, n int) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == id && a.Ability == n {
			return true
		}
	}
	return false
}

var h507SacGain = ability.Activated{Cost: ability.Cost{Mana: mana.MustParseCost("{1}"), SacrificeSelf: true},
	Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}

// h507Druid: 1/1 Elf, "{T}: Add {G}. {1}, Sacrifice this creature: You
// gain 3 life."
func h507Druid(t *testing.T) *card.Definition {
	return h499Crt(t, "Offering Druid", "{G}", 1, 1, 0, "Elf", card.Definition{
		Activated: []ability.Activated{ability.TapForMana(mana.Green), h507SacGain}})
}

// 1. Offering Druid alone: Alice activates its mana ability and then
// sacrifices it for the cost it paid toward (CR 601.2g: mana abilities
// are activated before costs are paid; 601.2h: costs in any order). The
// activation is offered, accepted with automatic payment, the Druid is
// sacrificed once (one card in the graveyard) and no mana is left.
func TestH507TapThenSacrificeSelf(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, h507Druid(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h507Offered(g, id, 0), "activation offered")
	require.NoError(t, g.Activate(0, id, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard))
	h499Pass(t, g)
	require.Equal(t, 23, g.Life(0))
}

// 2. The same Druid, summoning sick: its {T} mana ability can't be
// activated (CR 302.6), so the {1} can't be paid: not offered, refused.
func TestH507SickSourceCantPayOwnSacrifice(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, h507Druid(t), game.PutOptions{Sick: true})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, h507Offered(g, id, 0))
	require.Error(t, g.Activate(0, id, 0))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, id))
}

// 3. Servant's Pyre: 2/1, "{T}, Sacrifice this: Add {C}{C}. {1},
// Sacrifice this: You gain 3 life." Alone it can't pay its own {1}: its
// mana ability would sacrifice it, and then it can't be sacrificed again
// for the cost (CR 601.2h, 602.2b). Not offered, refused.
func TestH507ManaSacrificeSourceCantPayOwnSacrifice(t *testing.T) {
	d := h499Crt(t, "Servant's Pyre", "{1}{R}", 2, 1, 0, "Elemental", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Colorless: 2}}}}, h507SacGain}})
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, h507Offered(g, id, 0))
	require.Error(t, g.Activate(0, id, 0))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, id))
	require.Equal(t, 20, g.Life(0))
}

// 4. Torch Fiend ("{R}, Sacrifice Torch Fiend: Destroy target
// artifact.") with Alice's one Mountain, Bob's Ornithopter: it is
// offered, the Mountain pays, the Fiend is sacrificed, the artifact
// destroyed. Guard of the M15 card without a mana ability.
func TestH507TorchFiendPaysWithLand(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, card.TorchFiend)
	lands(t, g, 0, card.Mountain, 1)
	orn := bf(t, g, 1, card.Ornithopter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h507Offered(g, id, 0))
	require.NoError(t, g.Activate(0, id, 0, obj(orn)))
	h499Pass(t, g)
	require.True(t, gone(g, orn))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
}

// 5. Torch Fiend with no land: nothing pays {R}; not offered.
func TestH507TorchFiendNoMana(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, card.TorchFiend)
	bf(t, g, 1, card.Ornithopter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, h507Offered(g, id, 0))
}

// 6. Garruk, Apex Predator's −3, "Destroy target creature. You gain life
// equal to its toughness," on Bob's Runeclaw Bear with two +1/+1
// counters: the toughness is the creature's as it last existed on the
// battlefield, 4, not its card's in the graveyard, 2 (CR 608.2g).
func TestH507GarrukDestroyGainsLastKnownToughness(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	gk := bf(t, g, 0, card.GarrukApexPredator)
	var cs [game.NumCounterKinds]int
	cs[game.PlusOne] = 2
	bear := bf(t, g, 1, card.RuneclawBear, game.PutOptions{Counters: cs})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, gk, 2, obj(bear)))
	h499Pass(t, g)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bear))
	require.Equal(t, 24, g.Life(0))
}

// 7. Wall of Limbs, 0/3 with three +1/+1 counters: "{5}{B}{B},
// Sacrifice Wall of Limbs: Target player loses X life, where X is Wall
// of Limbs's power." X is its power as it last existed (CR 608.2g,
// 112.7a): 3, though the card in the graveyard (found by the effect
// under CR 400.7h) has power 0.
func TestH507WallOfLimbsLastKnownPower(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	var cs [game.NumCounterKinds]int
	cs[game.PlusOne] = 3
	w := bf(t, g, 0, card.WallOfLimbs, game.PutOptions{Counters: cs})
	lands(t, g, 0, card.Swamp, 7)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h507Offered(g, w, 0))
	require.NoError(t, g.Activate(0, w, 0, pl(1)))
	h499Pass(t, g)
	require.Equal(t, 17, g.Life(1))
}
