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

// Custom cards, 62-th set: attack and block requirements and
// restrictions with cards of one's own. "Attacks each combat if able"
// against tapped and summoning-sick creatures, "can't attack" statics and
// attack taxes (CR 508.1a, 508.1c-d, 508.1h, 302.6); a required creature
// whose mana would be needed to pay another creature's attack cost
// (CR 508.1d, 508.1f, 508.1h); requirements in three-player games and in
// Two-Headed Giant (CR 802.2, 810.7a, 810.7c); "can block only creatures
// with flying" and block taxes (CR 509.1b, 509.1d); restrictions and
// requirements gained after the declaration (CR 506.4a); the listing of
// declarations (LegalActions) against what Apply accepts; and a static
// "can't attack unless it has flying" given to one creature only.

// ---------------------------------------------------------------------
// Helpers

// h551Crt is a checked creature card with printed restrictions r.
func h551Crt(t *testing.T, name string, p, tg int, kw ability.Keyword, r ability.Restriction) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Subtypes: []string{"Warrior"}, Power: C(p), Toughness: C(tg), Keywords: kw, Restrictions: r})
}

// h551Ench is a checked enchantment with the one static s.
func h551Ench(t *testing.T, name string, s ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{s}})
}

// h551Grant is "{R} instant: target creature gains r (and kw) until end
// of turn."
func h551Grant(t *testing.T, name string, r ability.Restriction, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Restrictions: r, Keywords: kw, Duration: ability.UntilEndOfTurn})
}

// h551Declare applies an attack declaration and returns its error.
func h551Declare(g *game.Game, p game.PlayerID, as ...game.Attack) error {
	return g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: p, Attackers: as})
}

// h551Listed returns the attack (or block) declarations LegalActions
// offers.
func h551Listed(g *game.Game) []game.Action {
	var out []game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActDeclareAttackers || a.Kind == game.ActDeclareBlockers {
			out = append(out, a)
		}
	}
	return out
}

// h551Has reports whether the attack declaration a has id attacking.
func h551Has(a game.Action, id game.ObjectID) bool {
	for _, at := range a.Attackers {
		if at.Attacker == id {
			return true
		}
	}
	return false
}

// h551ListedAgree checks that each listed declaration is accepted by
// Apply (on a copy of g).
func h551ListedAgree(t *testing.T, g *game.Game) {
	t.Helper()
	for _, a := range h551Listed(g) {
		c := g.Clone()
		require.NoError(t, c.Apply(a), "listed %+v", a)
	}
}

// ---------------------------------------------------------------------
// Part 1. "Attacks each combat if able" (CR 508.1d)

// 1. Alice's Frenzied Hound (2/2, attacks each combat if able) and Bear
// (2/2). The Hound is untapped and under her control since the turn
// began, so no restriction stops it: a declaration without it obeys
// fewer requirements than one with it, and is illegal (CR 508.1d);
// attacking with the Bear alone is refused too. Every declaration the
// listing offers includes the Hound, and Apply accepts each of them.
func TestH551MustAttackRefusesDeclarationsWithout(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	hound := bf(t, g, 0, h551Crt(t, "Frenzied Hound", 2, 2, 0, ability.AttacksEachCombat))
	bear := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.Error(t, h551Declare(g, 0))
	require.Error(t, h551Declare(g, 0, game.Attack{Attacker: bear, Player: 1}))
	ls := h551Listed(g)
	require.NotEmpty(t, ls)
	for _, a := range ls {
		require.True(t, h551Has(a, hound), "listed without the Hound: %+v", a)
	}
	h551ListedAgree(t, g)
	require.NoError(t, h551Declare(g, 0, game.Attack{Attacker: hound, Player: 1}))
	require.Equal(t, []game.ObjectID{hound}, g.Attackers())
}

// 2. A tapped Frenzied Hound, and a summoning-sick one, are not able to
// attack (CR 508.1a, 302.6), so the requirement asks nothing: with a Bear
// also there, Alice may declare no attackers. A sick Hound that gains
// haste (Battle Fury: "gains attacks each combat if able and haste") is
// able, and must attack (CR 508.1d).
func TestH551MustAttackTappedSickHaste(t *testing.T) {
	hd := h551Crt(t, "Frenzied Hound", 2, 2, 0, ability.AttacksEachCombat)
	fury := h551Grant(t, "Battle Fury", ability.AttacksEachCombat, ability.Haste)
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, hd, game.PutOptions{Tapped: true})
	sick := bf(t, g, 0, hd, game.PutOptions{Sick: true})
	bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Mountain, 1)
	f := hand(t, g, 0, fury)
	require.NoError(t, g.Start(2, 0, game.Main1))

	c := g.Clone()
	for c.Pending().Kind == game.DecidePriority {
		require.NoError(t, c.Pass(c.Pending().Player))
	}
	require.Equal(t, game.DecideAttackers, c.Pending().Kind)
	require.NoError(t, h551Declare(c, 0))

	require.NoError(t, g.Cast(0, f, obj(sick)))
	resolve(t, g, nil)
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.Error(t, h551Declare(g, 0), "a sick Hound with haste is able to attack")
	for _, a := range h551Listed(g) {
		require.True(t, h551Has(a, sick))
	}
	require.NoError(t, h551Declare(g, 0, game.Attack{Attacker: sick, Player: 1}))
}

// 3. Bob's Wall of Dread: "Creatures your opponents control can't
// attack." Alice's Frenzied Hound must attack if able, but a restriction
// wins over a requirement (CR 508.1c-d: requirements are obeyed only as
// far as no restriction is broken): no creature of Alice's can attack,
// so no declaration is asked and the turn goes on to its second main
// phase with nothing attacking.
func TestH551CantAttackBeatsRequirement(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, h551Crt(t, "Frenzied Hound", 2, 2, 0, ability.AttacksEachCombat))
	bf(t, g, 1, h551Ench(t, "Wall of Dread", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, Restrictions: ability.CantAttack}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	for i := 0; i < 20 && g.Step() != game.Main2; i++ {
		require.NotEqual(t, game.DecideAttackers, g.Pending().Kind)
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.Main2, g.Step())
	require.Empty(t, g.Attackers())
	require.Equal(t, 20, g.Life(1))
}

// 4. Bob's Toll Gate: "Creatures your opponents control can't attack or
// block unless their controller pays {1} for each of them." Alice's
// Frenzied Hound must attack if able, but a requirement never makes a
// player pay a cost (CR 508.1d): declaring no attackers is legal, and
// listed. Attacking with it costs {1}, paid from her Mountain
// (CR 508.1h, 508.1j). Bob's own creatures are not taxed: on Bob's turn
// his Bear attacks with his lands untapped.
func TestH551MustAttackTaxNotRequired(t *testing.T) {
	hd := h551Crt(t, "Frenzied Hound", 2, 2, 0, ability.AttacksEachCombat)
	gate := h551Ench(t, "Toll Gate", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, AttackBlockTax: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	hound := bf(t, g, 0, hd)
	lands(t, g, 0, card.Mountain, 1)
	bf(t, g, 1, gate)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	empty := false
	for _, a := range h551Listed(g) {
		empty = empty || len(a.Attackers) == 0
	}
	require.True(t, empty, "no attackers is a legal declaration")
	h551ListedAgree(t, g)
	c := g.Clone()
	require.NoError(t, h551Declare(c, 0))
	require.NoError(t, h551Declare(g, 0, game.Attack{Attacker: hound, Player: 1}))
	tapped := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		if o := info(t, g, id); o.Card == card.Mountain && o.Tapped {
			tapped++
		}
	}
	require.Equal(t, 1, tapped, "the Mountain paid the {1}")

	g2 := newGame(t, 2)
	libs(t, g2, 3)
	bf(t, g2, 0, gate)
	bear := bf(t, g2, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g2.Start(2, 0, game.DeclareAttackers))
	require.NoError(t, h551Declare(g2, 0, game.Attack{Attacker: bear, Player: 1}))
	require.Equal(t, []game.ObjectID{bear}, g2.Attackers())
}

// 5. Alice's Grove Runner (1/1, attacks each combat if able, "{T}: Add
// {G}") and her Hill Ogre enchanted with Oppressive Rays ("can't attack
// or block unless its controller pays {3}"); she has two Forests. The
// Runner has no cost to attack, so it must attack (CR 508.1d): the Ogre
// alone is refused, though the Runner's mana would then pay the {3}.
// Together, the Runner is tapped as it attacks (CR 508.1f), before the
// costs are paid (CR 508.1h), and the two Forests can't pay {3}: refused
// too. The Runner alone attacks.
func TestH551RequiredManaCreatureCantPayTax(t *testing.T) {
	runner := def(t, card.Definition{Name: "Grove Runner", ManaCost: cost("{G}"), Types: ability.Creature,
		Subtypes: []string{"Elf"}, Power: C(1), Toughness: C(1), Restrictions: ability.AttacksEachCombat,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Green: 1}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	r := bf(t, g, 0, runner)
	ogre := bf(t, g, 0, creature(t, "Hill Ogre", "{3}{R}", 4, 4, 0, "Ogre"))
	bf(t, g, 0, card.OppressiveRays, game.PutOptions{AttachedTo: ogre})
	lands(t, g, 0, card.Forest, 2)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.Error(t, h551Declare(g.Clone(), 0, game.Attack{Attacker: ogre, Player: 1}), "the Runner must attack")
	require.Error(t, h551Declare(g.Clone(), 0, game.Attack{Attacker: r, Player: 1}, game.Attack{Attacker: ogre, Player: 1}),
		"the attacking Runner can't tap for mana")
	for _, a := range h551Listed(g) {
		require.True(t, h551Has(a, r))
		require.False(t, h551Has(a, ogre), "listed: %+v", a)
	}
	h551ListedAgree(t, g)
	require.NoError(t, h551Declare(g, 0, game.Attack{Attacker: r, Player: 1}))
	require.Equal(t, []game.ObjectID{r}, g.Attackers())
}

// ---------------------------------------------------------------------
// Part 2. Several players

// 6. Three players. Alice's Frenzied Hound must attack, and may attack
// either opponent: every opponent is a defending player (CR 802.2,
// 508.1b); the requirement is met whichever she attacks. No attackers is
// refused; the Hound at Carol is accepted; each listed declaration has
// the Hound and Apply accepts each.
func TestH551MustAttackThreePlayers(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	hound := bf(t, g, 0, h551Crt(t, "Frenzied Hound", 2, 2, 0, ability.AttacksEachCombat))
	bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Error(t, h551Declare(g.Clone(), 0))
	at := map[game.PlayerID]bool{}
	for _, a := range h551Listed(g) {
		require.True(t, h551Has(a, hound))
		for _, x := range a.Attackers {
			if x.Attacker == hound {
				at[x.Player] = true
			}
		}
	}
	require.True(t, at[1] && at[2], "the Hound is listed attacking Bob and Carol")
	h551ListedAgree(t, g)
	require.NoError(t, h551Declare(g, 0, game.Attack{Attacker: hound, Player: 2}))
	require.Equal(t, game.PlayerID(2), g.DefendingPlayer(hound))
}

// 7. Two-Headed Giant: Alice and Bob attack Carol and Dave's team. Bob's
// Frenzied Hound must attack if able: the team's one declaration has to
// include it (CR 810.7a, 810.7c, 508.1d), though Alice declares; it may
// attack Carol or Dave.
func TestH551MustAttackTwoHeadedTeammate(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	hound := bf(t, g, 1, h551Crt(t, "Frenzied Hound", 2, 2, 0, ability.AttacksEachCombat))
	bear := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	d := g.Pending()
	require.Equal(t, game.DecideAttackers, d.Kind)
	require.Error(t, h551Declare(g.Clone(), d.Player, game.Attack{Attacker: bear, Player: 2}))
	for _, a := range h551Listed(g) {
		require.True(t, h551Has(a, hound), "listed: %+v", a)
	}
	h551ListedAgree(t, g)
	require.NoError(t, h551Declare(g, d.Player, game.Attack{Attacker: bear, Player: 2}, game.Attack{Attacker: hound, Player: 3}))
	require.Len(t, g.Attackers(), 2)
}

// ---------------------------------------------------------------------
// Part 3. Blocks

// 8. Bob's Cloud Sentry (1/4 reach, can block only creatures with
// flying) faces Alice's attacking Storm Crow (flying) and Bear. It may
// block the Crow, not the Bear (CR 509.1b); the listing offers the first
// and not the second, and Apply agrees. Blocking the Crow, it deals its
// damage. A Sentry without reach can block neither (CR 702.9b, 509.1b):
// no block declaration is asked.
func TestH551BlockOnlyFlyers(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	crow := bf(t, g, 0, creature(t, "Storm Crow", "{1}{U}", 1, 2, ability.Flying, "Bird"))
	bear := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	sentry := bf(t, g, 1, h551Crt(t, "Cloud Sentry", 1, 4, ability.Reach, ability.CanBlockOnlyFlyers))
	g2 := newGame(t, 2)
	libs(t, g2, 3)
	crow2 := bf(t, g2, 0, creature(t, "Storm Crow", "{1}{U}", 1, 2, ability.Flying, "Bird"))
	bear2 := bf(t, g2, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g2, 1, h551Crt(t, "Ground Sentry", 1, 4, 0, ability.CanBlockOnlyFlyers))
	require.NoError(t, g2.Start(2, 0, game.DeclareAttackers))
	attack(t, g2, 0, game.Attack{Attacker: crow2, Player: 1}, game.Attack{Attacker: bear2, Player: 1})
	combatTo(t, g2, game.Main2)
	require.Equal(t, 17, g2.Life(1))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: crow, Player: 1}, game.Attack{Attacker: bear, Player: 1})
	toBlockers(t, g)
	onCrow, onBear := false, false
	for _, a := range h551Listed(g) {
		for _, b := range a.Blockers {
			onCrow = onCrow || b.Blocker == sentry && b.Attacker == crow
			onBear = onBear || b.Blocker == sentry && b.Attacker == bear
		}
	}
	require.True(t, onCrow)
	require.False(t, onBear)
	h551ListedAgree(t, g)
	require.Error(t, g.Clone().Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: sentry, Attacker: bear}}}))
	block(t, g, 1, game.Block{Blocker: sentry, Attacker: crow})
	combatTo(t, g, game.Main2)
	require.Equal(t, 1, info(t, g, crow).Damage)
	require.Equal(t, 18, g.Life(1))
}

// 9. Alice's Toll Gate taxes Bob's creatures {1} to attack or block.
// Bob's Bear may block Alice's Ogre only by paying {1} (CR 509.1d): with
// his one Plains untapped the block is accepted and the Plains is tapped;
// with it tapped, the block is refused and no block declaration is even
// asked (none could be legal).
func TestH551BlockTax(t *testing.T) {
	gate := h551Ench(t, "Toll Gate", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, AttackBlockTax: 1})
	for _, untapped := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, gate)
		ogre := bf(t, g, 0, creature(t, "Hill Ogre", "{3}{R}", 4, 4, 0, "Ogre"))
		bear := bf(t, g, 1, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
		pl := bf(t, g, 1, card.Plains, game.PutOptions{Tapped: !untapped})
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: ogre, Player: 1})
		if !untapped {
			combatTo(t, g, game.Main2)
			require.Equal(t, 16, g.Life(1))
			continue
		}
		toBlockers(t, g)
		h551ListedAgree(t, g)
		block(t, g, 1, game.Block{Blocker: bear, Attacker: ogre})
		require.True(t, info(t, g, pl).Tapped)
		combatTo(t, g, game.Main2)
		require.Equal(t, 20, g.Life(1))
		require.True(t, gone(g, bear))
	}
}

// ---------------------------------------------------------------------
// Part 4. Changes after the declaration

// 10. After attackers are declared, Bob casts Sudden Fear on Alice's
// attacking Ogre ("gains can't attack until end of turn") and then Battle
// Fury ("gains attacks each combat if able") on her Bear, which stayed
// home. Spells that would have kept a creature from attacking don't
// remove it from combat (CR 506.4a): the Ogre still deals its 4. A
// requirement gained after the declaration asks nothing more: the Bear
// stays home (CR 508.1d is checked only as attackers are declared).
func TestH551RestrictionAfterAttack(t *testing.T) {
	fear := h551Grant(t, "Sudden Fear", ability.CantAttack, 0)
	fury := h551Grant(t, "Battle Fury", ability.AttacksEachCombat, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	ogre := bf(t, g, 0, creature(t, "Hill Ogre", "{3}{R}", 4, 4, 0, "Ogre"))
	bear := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 1, card.Mountain, 2)
	f1 := hand(t, g, 1, fear)
	f2 := hand(t, g, 1, fury)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ogre, Player: 1})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, f1, obj(ogre)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, f2, obj(bear)))
	resolve(t, g, nil)
	require.True(t, g.InCombat(ogre))
	require.False(t, g.InCombat(bear))
	combatTo(t, g, game.Main2)
	require.Equal(t, 16, g.Life(1))
}

// 11. Bob's Bear blocks Alice's Ogre; then Alice's Sudden Fear variant
// "gains can't block until end of turn" on the Bear. It stays a blocking
// creature (CR 506.4a): the Ogre stays blocked, Bob takes nothing, and
// the Bear deals its 2 damage to the Ogre.
func TestH551CantBlockAfterBlock(t *testing.T) {
	numb := h551Grant(t, "Numbing Word", ability.CantBlock, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	ogre := bf(t, g, 0, creature(t, "Hill Ogre", "{3}{R}", 4, 4, 0, "Ogre"))
	bear := bf(t, g, 1, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Mountain, 1)
	n := hand(t, g, 0, numb)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ogre, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: bear, Attacker: ogre})
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Cast(0, n, obj(bear)))
	resolve(t, g, nil)
	require.True(t, g.InCombat(bear))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, info(t, g, ogre).Damage)
}

// ---------------------------------------------------------------------
// 12. "Can't attack unless it has flying" for some creatures only: an
// Aura's "enchanted creature can't attack unless it has flying", and
// "creatures your opponents control without flying can't attack". The
// engine plays AttackNeedsKeyword as Stormtide Leviathan's "creatures
// without flying or islandwalk can't attack", for every creature (CR
// 508.1c; ability.Static documents it so), and used to stop every
// creature for these too (an unenchanted Bear, the controller's own
// creatures); Check now refuses each, naming the field.
func TestH551CheckRefusesNarrowAttackNeedsKeyword(t *testing.T) {
	for _, d := range []card.Definition{
		{Name: "Grounding Chains", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
			Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
			Statics: []ability.Static{{Affects: ability.AffectsAttached, AttackNeedsKeyword: ability.Flying}}},
		{Name: "Grounding Gale", ManaCost: cost("{2}{U}"), Types: ability.Enchantment,
			Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide},
				AttackNeedsKeyword: ability.Flying}}},
	} {
		err := card.Define(d).Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, d.Name)
		require.Contains(t, err.Error(), "Statics[0].AttackNeedsKeyword", d.Name)
	}
	// Stormtide Leviathan's form, for every creature, is accepted.
	require.NoError(t, card.StormtideLeviathan.Check())
}
