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

// Custom cards, 55-th set: costs and their changes with cards of one's
// own. Cost increases locked in before the cost is paid (CR 601.2f via
// 602.2b), even when the taxing permanent is sacrificed for the same
// cost; increases on a free sacrifice, on an Aura-granted ability (the
// creature's, not the Aura's) and none on a card's ability from a
// graveyard; {T} costs whose own mana can't pay the rest of the cost
// (CR 601.2g-h, 117.3); a source tapped for mana, taxed or not, and then
// sacrificed for the same cost; mana abilities whose only cost is the
// sacrifice of a summoning-sick creature (CR 302.6, 605.3a) and mana
// abilities with mana costs; additional costs with choices (a creature
// to sacrifice, two cards or a creature card to discard, X counters to
// remove from a planeswalker by a non-loyalty ability, CR 606.3) and
// what happens when they can't be paid (CR 117.3, 601.2h: refused, the
// game unchanged) or can't be completed (CR 720.1: the cast reversed,
// a sacrificed mana source back); death triggers of a creature
// sacrificed for a cost (CR 603.3); block costs in Two-Headed Giant
// paid by each controller alone (CR 509.1d, 810.5); the player's choice
// of which pool mana pays (CR 601.2h); and Definition.Check's refusals
// of costs the engine doesn't pay. The two tests at the end are mana
// abilities with mana costs, which the engine used to pay against the
// rules.

// ---------------------------------------------------------------------
// Helpers

// h539Game is a two-player game with libraries of 8 Plains, at life.
func h539Game(t *testing.T, life int) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Seed: 1, StartingLife: life,
		Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	libs(t, g, 8)
	return g
}

// h539Crt is a checked creature card with the given extra fields.
func h539Crt(t *testing.T, name, mc string, p, tg int, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types = name, cost(mc), d.Types|ability.Creature
	d.Power, d.Toughness = C(p), C(tg)
	if len(d.Subtypes) == 0 {
		d.Subtypes = []string{"Spirit"}
	}
	return def(t, d)
}

// h539Art is a checked artifact with the given activated abilities.
func h539Art(t *testing.T, name, mc string, as ...ability.Activated) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Artifact, Activated: as})
}

// h539Add is "add" the mana of s ({R}{R}, {C}{C}).
func h539Add(s string) ability.Effect {
	var p mana.Pool
	c := cost(s)
	for i := 0; i < c.Len(); i++ {
		sym := c.Symbol(i)
		switch sym.Kind {
		case mana.Colored:
			p.Add(sym.Color, 1)
		case mana.Generic:
			p.Add(mana.Colorless, int(sym.Amount))
		default:
			p.Add(mana.Colorless, 1)
		}
	}
	return ability.Effect{Op: ability.OpAddMana, Mana: p}
}

var (
	h539Draw1 = []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}
	h539Gain3 = []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}
)

// h539Act is p's activation of the n-th non-mana ability of id.
func h539Act(p game.PlayerID, id game.ObjectID, n, x int, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: n, X: x}.WithTargets(ts...)
}

// h539Mana is p's activation of the n-th mana ability of id for c.
func h539Mana(p game.PlayerID, id game.ObjectID, n int, c mana.Color) game.Action {
	return game.Action{Kind: game.ActActivateMana, Player: p, Object: id, Ability: n, Color: c}
}

// h539Refused applies a, which must be refused with a *game.RuleError
// (of kind, when not nil) and leave the game exactly as it was.
func h539Refused(t *testing.T, g *game.Game, a game.Action, kind error) *game.RuleError {
	t.Helper()
	before := g.Fingerprint()
	pend := g.Pending()
	err := g.Apply(a)
	require.Error(t, err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "not a RuleError: %v", err)
	if kind != nil {
		require.ErrorIs(t, err, kind, "%v", err)
	}
	require.Equal(t, before, g.Fingerprint(), "a refused action changes nothing: %v", err)
	require.Equal(t, pend, g.Pending())
	return re
}

// h539Listed lists the actions of kind for object id that LegalActions
// offers, each checked to be accepted by a clone of g.
func h539Listed(t *testing.T, g *game.Game, kind game.ActionKind, id game.ObjectID) []game.Action {
	t.Helper()
	var out []game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == kind && a.Object == id {
			require.NoError(t, g.Clone().Apply(a), "listed: %s", g.Describe(a, game.English))
			out = append(out, a)
		}
	}
	return out
}

// h539Sac answers the pending sacrifice decision of p with id.
func h539Sac(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID) {
	t.Helper()
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, p, g.Pending().Player)
	require.NoError(t, g.Apply(chooseObj(p, id)))
}

// h539Tollkeeper is a 2/2 "Activated abilities of creatures cost {n}
// more to activate."
func h539Tollkeeper(t *testing.T, n int) *card.Definition {
	return h539Crt(t, "Tollkeeper", "{2}{W}", 2, 2, card.Definition{Statics: []ability.Static{{
		Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature}, ActivationTax: n}}})
}

// ---------------------------------------------------------------------
// Part 1. Cost increases

// 1. Tollkeeper: "Activated abilities of creatures cost {2} more to
// activate." Blood Priest: "{1}, Sacrifice a creature: Draw a card." The
// total cost is fixed before any of it is paid (CR 601.2f, via 602.2b),
// {3}, and stays {3} even if the creature sacrificed is the Tollkeeper
// itself (CR 601.2h pays the cost already determined). With two Plains
// Alice can't pay it (CR 117.3): not listed, refused, nothing changes;
// with three she pays {3} and sacrifices the Tollkeeper.
func TestH539TaxLockedBeforeSacrifice(t *testing.T) {
	priest := h539Crt(t, "Blood Priest", "{1}{B}", 1, 1, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: h539Draw1}}})
	for _, n := range []int{2, 3} {
		g := h539Game(t, 20)
		lands(t, g, 0, card.Plains, n)
		p := bf(t, g, 0, priest)
		tk := bf(t, g, 0, h539Tollkeeper(t, 2))
		require.NoError(t, g.Start(2, 0, game.Main1))
		if n == 2 {
			require.Empty(t, h539Listed(t, g, game.ActActivate, p))
			h539Refused(t, g, h539Act(0, p, 0, 0), game.ErrCantPay)
			continue
		}
		require.NotEmpty(t, h539Listed(t, g, game.ActActivate, p))
		hand0 := g.ZoneLen(0, zone.Hand)
		require.NoError(t, g.Apply(h539Act(0, p, 0, 0)))
		h539Sac(t, g, 0, tk)
		for _, id := range g.Zone(0, zone.Battlefield) {
			if info(t, g, id).Card == card.Plains {
				require.True(t, info(t, g, id).Tapped, "all three Plains paid {3}")
			}
		}
		resolve(t, g, nil)
		require.Equal(t, hand0+1, g.ZoneLen(0, zone.Hand))
	}
}

// 2. Self-taxing Martyr: "Activated abilities of Martyr of Ash cost {1}
// more to activate" and "Sacrifice Martyr of Ash: You gain 3 life." A
// cost with no mana part still costs the increase (CR 601.2f): without
// a land nothing is listed and the activation is refused; with a
// Mountain it is paid with {1} and the sacrifice.
func TestH539SelfTaxOnFreeSacrifice(t *testing.T) {
	martyr := h539Crt(t, "Martyr of Ash", "{R}", 1, 1, card.Definition{
		Statics:   []ability.Static{{Affects: ability.AffectsSelf, ActivationTax: 1}},
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Effects: h539Gain3}}})
	g := h539Game(t, 20)
	m := bf(t, g, 0, martyr)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h539Listed(t, g, game.ActActivate, m))
	h539Refused(t, g, h539Act(0, m, 0, 0), game.ErrCantPay)

	g = h539Game(t, 20)
	mt := bf(t, g, 0, card.Mountain)
	m = bf(t, g, 0, martyr)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Len(t, h539Listed(t, g, game.ActActivate, m), 1)
	require.NoError(t, g.Apply(h539Act(0, m, 0, 0)))
	require.True(t, info(t, g, mt).Tapped)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 3. Tollkeeper taxes "activated abilities of creatures": a creature
// card in a graveyard is no creature (CR 109.2, 604.2: a static ability
// of a permanent applies to permanents), so Ashen Revenant's "{1}{B},
// Exile Ashen Revenant from your graveyard: You gain 3 life" costs
// {1}{B} there: two Swamps pay it.
func TestH539GraveyardAbilityNotTaxed(t *testing.T) {
	rev := h539Crt(t, "Ashen Revenant", "{2}{B}", 2, 2, card.Definition{Activated: []ability.Activated{{
		FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}{B}"), ExileSelf: true}, Effects: h539Gain3}}})
	g := h539Game(t, 20)
	lands(t, g, 0, card.Swamp, 2)
	bf(t, g, 1, h539Tollkeeper(t, 2))
	r := put(t, g, 0, zone.Graveyard, rev)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActActivate, r))
	require.NoError(t, g.Apply(h539Act(0, r, 0, 0)))
	require.Equal(t, zone.Exile, zoneOf(t, g, r))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 4. Ember Battery: "{T}: Add {R}." and "{R}, {T}: Ember Battery deals
// 1 damage to target player." The {T} of the second ability can't be
// paid once the Battery is tapped for its own mana (CR 601.2g-h, 602.2b,
// 117.3): with no other red source the ability isn't listed and is
// refused, changing nothing. With a Mountain it is paid by the Mountain.
func TestH539TapSourceCantPayItsOwnMana(t *testing.T) {
	bat := h539Art(t, "Ember Battery", "{2}",
		ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h539Add("{R}")}},
		ability.Activated{Cost: ability.Cost{Mana: cost("{R}"), Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}})
	g := h539Game(t, 20)
	b := bf(t, g, 0, bat)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h539Listed(t, g, game.ActActivate, b))
	h539Refused(t, g, h539Act(0, b, 0, 0, pl(1)), game.ErrCantPay)

	// Floated first, the Battery's mana is in the pool, but the Battery
	// is tapped: the {T} can't be paid (CR 117.3).
	require.NoError(t, g.Apply(h539Mana(0, b, 0, 0)))
	require.Equal(t, "{R}", g.Pool(0).String())
	h539Refused(t, g, h539Act(0, b, 0, 0, pl(1)), nil)

	g = h539Game(t, 20)
	mt := bf(t, g, 0, card.Mountain)
	b = bf(t, g, 0, bat)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActActivate, b))
	require.NoError(t, g.Apply(h539Act(0, b, 0, 0, pl(1))))
	require.True(t, info(t, g, mt).Tapped)
	require.True(t, info(t, g, b).Tapped)
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 2. Mana and sacrifices in one cost

// h539Servant is a 1/1 "{T}, Sacrifice Cinder Servant: Add {C}{C}."
func h539Servant(t *testing.T) *card.Definition {
	return h539Crt(t, "Cinder Servant", "{1}", 1, 1, card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true, SacrificeSelf: true}, Effects: []ability.Effect{h539Add("{C}{C}")}}}})
}

// h539Offering is the {2} sorcery "As an additional cost to cast Grim
// Offering, sacrifice a creature. Draw two cards."
func h539Offering(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Grim Offering", ManaCost: cost("{2}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell:               ability.Spell{Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}}})
}

// 5. Grim Offering with a Forest and a Cinder Servant, Alice's only
// creature: the Servant's {C}{C} would pay the {2}, but then nothing is
// left to sacrifice; the Forest alone can't pay {2}. The whole cost
// can't be paid (CR 601.2h, 117.3): the cast is refused and the game is
// unchanged (the Servant not sacrificed, the card still in hand). With
// two Forests, they pay and the Servant is sacrificed.
func TestH539AdditionalSacrificeKeepsTheServant(t *testing.T) {
	g := h539Game(t, 20)
	bf(t, g, 0, card.Forest)
	s := bf(t, g, 0, h539Servant(t))
	o := hand(t, g, 0, h539Offering(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h539Listed(t, g, game.ActCast, o))
	h539Refused(t, g, game.Action{Kind: game.ActCast, Player: 0, Object: o}, game.ErrCantPay)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, s))

	g = h539Game(t, 20)
	lands(t, g, 0, card.Forest, 2)
	s = bf(t, g, 0, h539Servant(t))
	o = hand(t, g, 0, h539Offering(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActCast, o))
	require.NoError(t, g.Cast(0, o))
	h539Sac(t, g, 0, s)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	require.True(t, g.Pool(0).IsEmpty())
	n := g.ZoneLen(0, zone.Hand)
	resolve(t, g, nil)
	require.Equal(t, n+2, g.ZoneLen(0, zone.Hand))
}

// h539Elf is a 1/1 Elf "{T}: Add {G}."
func h539Elf(t *testing.T, name string) *card.Definition {
	return h539Crt(t, name, "{G}", 1, 1, card.Definition{Subtypes: []string{"Elf", "Druid"},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h539Add("{G}")}}}})
}

// 6. Verdant Altar: "{G}, Sacrifice a creature: You gain 3 life." Alice's
// only green source is her only creature, a Grove Elf. Mana abilities
// are activated before costs are paid (CR 601.2g), and the costs are
// then paid in any order (CR 601.2h): the Elf taps for {G} and is then
// sacrificed. Likewise Sapling Martyr's own "{G}, Sacrifice Sapling
// Martyr: You gain 3 life" is paid with its own {T}: Add {G}.
func TestH539TappedForManaThenSacrificed(t *testing.T) {
	altar := h539Art(t, "Verdant Altar", "{2}", ability.Activated{
		Cost: ability.Cost{Mana: cost("{G}"), Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: h539Gain3})
	g := h539Game(t, 20)
	a := bf(t, g, 0, altar)
	e := bf(t, g, 0, h539Elf(t, "Grove Elf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActActivate, a))
	require.NoError(t, g.Apply(h539Act(0, a, 0, 0)))
	h539Sac(t, g, 0, e)
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))

	martyr := h539Crt(t, "Sapling Martyr", "{G}", 1, 1, card.Definition{Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h539Add("{G}")}},
		{Cost: ability.Cost{Mana: cost("{G}"), SacrificeSelf: true}, Effects: h539Gain3}}})
	g = h539Game(t, 20)
	m := bf(t, g, 0, martyr)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActActivate, m))
	require.NoError(t, g.Apply(h539Act(0, m, 0, 0)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 7. Ember Imp: a 1/1 with "Sacrifice Ember Imp: Add {R}." and "When
// Ember Imp dies, you gain 2 life." The mana ability has no {T}, so
// summoning sickness doesn't stop it (CR 302.6); it resolves at once
// (CR 605.3a) and the Imp's death trigger, which is no mana ability, goes
// on the stack the next time a player would receive priority (CR 603.3).
// The {R} then pays for a Spark.
func TestH539SickSacrificeManaAbility(t *testing.T) {
	imp := h539Crt(t, "Ember Imp", "{R}", 1, 1, card.Definition{Subtypes: []string{"Imp"},
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Effects: []ability.Effect{h539Add("{R}")}}},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
	spark := instant(t, "Spark", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	g := h539Game(t, 20)
	i := bf(t, g, 0, imp, game.PutOptions{Sick: true})
	sp := hand(t, g, 0, spark)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, i).SummoningSick)
	require.NoError(t, g.Apply(h539Mana(0, i, 0, 0)))
	require.Equal(t, "{R}", g.Pool(0).String())
	require.Equal(t, zone.Graveyard, zoneOf(t, g, i))
	require.Equal(t, 1, g.StackLen(), "the death trigger is on the stack")
	require.NoError(t, g.Cast(0, sp, pl(1)))
	require.True(t, g.Pool(0).IsEmpty())
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 19, g.Life(1))
}

// 8. Grave Tithe: "Sacrifice a creature: You gain 3 life." Alice
// sacrifices her Doomed Herald ("When Doomed Herald dies, each opponent
// loses 2 life."). The Herald dies as the cost is paid (CR 601.2h); its
// ability triggers then and is put on the stack the next time a player
// would receive priority, after the activated ability is on the stack
// (CR 601.2i via 602.2b, 603.3): it is on top and resolves first.
func TestH539SacrificedCreatureTriggersAboveTheAbility(t *testing.T) {
	tithe := h539Art(t, "Grave Tithe", "{1}", ability.Activated{
		Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: h539Gain3})
	herald := h539Crt(t, "Doomed Herald", "{B}", 1, 1, card.Definition{Triggered: []ability.Triggered{{Event: ability.Dies,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(2)}}}}})
	g := h539Game(t, 20)
	ti := bf(t, g, 0, tithe)
	h := bf(t, g, 0, herald)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h539Act(0, ti, 0, 0)))
	h539Sac(t, g, 0, h)
	require.Equal(t, 2, g.StackLen())
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	// Top of the stack: the trigger. Let it alone resolve.
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 18, g.Life(1), "the Herald's trigger resolved first")
	require.Equal(t, 20, g.Life(0))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 9. Scroll of Ash: "{1}, Discard two cards: Draw three cards." With one
// card in hand the cost can't be paid (CR 117.3): not listed, refused,
// nothing changes (the {1} not paid, the card kept). With exactly two
// cards both are discarded as the cost (CR 601.2h, 602.2b), before the
// ability resolves.
func TestH539DiscardTwoCards(t *testing.T) {
	scroll := h539Art(t, "Scroll of Ash", "{2}", ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}"), Discard: 2}, Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(3)}}})
	g := h539Game(t, 20)
	mt := bf(t, g, 0, card.Mountain)
	s := bf(t, g, 0, scroll)
	hand(t, g, 0, card.Island)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h539Listed(t, g, game.ActActivate, s))
	h539Refused(t, g, h539Act(0, s, 0, 0), game.ErrCantPay)
	require.False(t, info(t, g, mt).Tapped)

	g = h539Game(t, 20)
	mt = bf(t, g, 0, card.Mountain)
	s = bf(t, g, 0, scroll)
	hand(t, g, 0, card.Island)
	hand(t, g, 0, card.Swamp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActActivate, s))
	require.NoError(t, g.Apply(h539Act(0, s, 0, 0)))
	for g.Pending().Kind == game.DecideDiscard {
		ids := g.Zone(0, zone.Hand)
		require.NotEmpty(t, ids)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: ids[0]}))
	}
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard))
	require.True(t, info(t, g, mt).Tapped)
	resolve(t, g, nil)
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
}

// 10. Storm Oracle, a planeswalker with loyalty 3 and the non-loyalty
// ability "Remove X loyalty counters from Storm Oracle: It deals X
// damage to target creature." Only loyalty abilities (those with a
// loyalty symbol in their cost) are limited to sorcery speed and once
// per turn (CR 606.3, 606.4): this one is activated in Bob's turn, twice,
// and when it removes the last counters the Oracle goes to the
// graveyard (CR 704.5i) while its ability still resolves (CR 112.7a).
func TestH539PlaneswalkerRemoveXLoyaltyNotLoyaltyAbility(t *testing.T) {
	oracle := def(t, card.Definition{Name: "Storm Oracle", ManaCost: cost("{2}{R}"), Types: ability.Planeswalker,
		Subtypes: []string{"Oracle"}, Loyalty: 3, Activated: []ability.Activated{{
			Cost: ability.Cost{RemoveCountersX: "loyalty"}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
	ox := creature(t, "Big Ox", "{4}{G}", 4, 6, 0, "Ox")
	g := h539Game(t, 20)
	o := bf(t, g, 0, oracle)
	b := bf(t, g, 1, ox)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, 3, info(t, g, o).Counters[game.Loyalty])
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Apply(h539Act(0, o, 0, 1, obj(b))))
	require.Equal(t, 2, info(t, g, o).Counters[game.Loyalty])
	require.NoError(t, g.Apply(h539Act(0, o, 0, 2, obj(b))), "a second activation in the same turn, with the first on the stack")
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, o), "0 loyalty (CR 704.5i)")
	require.Equal(t, 3, info(t, g, b).Damage)
}

// h539Shackle is an Aura "Enchant creature. Activated abilities of
// enchanted creature cost {n} more to activate."
func h539Shackle(t *testing.T, n int) *card.Definition {
	return def(t, card.Definition{Name: "Toll Shackle", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, ActivationTax: n}}})
}

// 11. A Grove Elf under Toll Shackle ({1} more) is Alice's only green
// source and only creature; she has a Mountain. Verdant Offering: {G}
// sorcery, "As an additional cost to cast Verdant Offering, sacrifice a
// creature. Draw two cards." She activates the Elf's mana ability while
// paying (CR 601.2g), its {1} tax paid with the Mountain (CR 601.2f via
// 602.2b, 605.3a), spends the {G} on the spell, and then sacrifices the
// tapped Elf (CR 601.2h). The cast is legal and listed.
func TestH539TaxedElfPaysThenIsSacrificed(t *testing.T) {
	offering := def(t, card.Definition{Name: "Verdant Offering", ManaCost: cost("{G}"), Types: ability.Sorcery,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell:               ability.Spell{Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}}})
	g := h539Game(t, 20)
	mt := bf(t, g, 0, card.Mountain)
	e := bf(t, g, 0, h539Elf(t, "Grove Elf"))
	bf(t, g, 1, h539Shackle(t, 1), game.PutOptions{AttachedTo: e})
	o := hand(t, g, 0, offering)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActCast, o))
	require.NoError(t, g.Cast(0, o))
	h539Sac(t, g, 0, e)
	require.True(t, info(t, g, mt).Tapped)
	require.True(t, g.Pool(0).IsEmpty())
	n := g.ZoneLen(0, zone.Hand)
	resolve(t, g, nil)
	require.Equal(t, n+2, g.ZoneLen(0, zone.Hand))
}

// 12. The same by hand: with the Shackle's tax, the Elf's mana ability
// costs {1} (CR 601.2f, 605.3a). With the Elf and no other source it
// can't be activated: the {1} can't come from the Elf's own mana, whose
// {T} is part of the cost (CR 117.3). Refused, nothing changes.
func TestH539TaxedManaAbilityCantPayItsOwnTax(t *testing.T) {
	g := h539Game(t, 20)
	e := bf(t, g, 0, h539Elf(t, "Grove Elf"))
	bf(t, g, 1, h539Shackle(t, 1), game.PutOptions{AttachedTo: e})
	require.NoError(t, g.Start(2, 0, game.Main1))
	h539Refused(t, g, h539Mana(0, e, 0, 0), game.ErrCantPay)
	require.False(t, info(t, g, e).Tapped)
}

// ---------------------------------------------------------------------
// Part 3. Costs that can't be completed

// 13. Three players. Alice casts Grim Offering ({2}, "as an additional
// cost, sacrifice a creature"), paying the {2} with her Cinder Servant
// ("{T}, Sacrifice Cinder Servant: Add {C}{C}"; it has "When Cinder
// Servant dies, you gain 2 life"); the only creature left to sacrifice is
// Carol's Ox, which Alice controls. While Alice chooses, Carol concedes
// and the Ox leaves the game with her (CR 800.4a): the cost can't be
// completed, so the cast is reversed and its payments canceled, and the
// player may reverse the mana abilities activated for it (CR 720.1): the
// Offering back in hand, the Servant back on the battlefield, and no
// ability triggered by the undone action (CR 720.1: the Servant's death
// trigger doesn't happen).
func TestH539ReversedCastRestoresSacrificedManaSource(t *testing.T) {
	servant := h539Crt(t, "Cinder Servant", "{1}", 1, 1, card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, SacrificeSelf: true}, Effects: []ability.Effect{h539Add("{C}{C}")}}},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	s := bf(t, g, 0, servant)
	ox := bf(t, g, 2, creature(t, "Carol's Ox", "{2}{G}", 3, 3, 0, "Ox"), game.PutOptions{Controller: 0, SetController: true})
	o := hand(t, g, 0, h539Offering(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.True(t, gone(g, s), "the Servant paid the {2}")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, gone(g, ox))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, 0, g.StackLen(), "no spell, no death trigger")
	require.Equal(t, zone.Hand, zoneOf(t, g, o))
	sid, ok := g.Follow(s)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, info(t, g, sid).Zone, "the Servant's mana ability reversed")
	require.False(t, info(t, g, sid).Tapped)
	require.True(t, g.Pool(0).IsEmpty())
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 4. Mana abilities with mana costs

// h539Prism is an artifact "{1}, {T}: Add {U}{U}."
func h539Prism(t *testing.T) *card.Definition {
	return h539Art(t, "Tide Prism", "{2}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
		Effects: []ability.Effect{h539Add("{U}{U}")}})
}

// 14. Which mana of the pool pays a cost is the player's choice (CR
// 601.2h via 602.2b): with {W}{G} in her pool, Alice activates Quiet
// Idol's "{1}: You gain 1 life." and keeps the {W} for White Ward, the
// {W} instant in her hand, which she then casts. (D1 below is the same
// choice for a mana ability's cost.)
func TestH539AbilityPaidFromPoolKeepsWantedColour(t *testing.T) {
	idol := h539Art(t, "Quiet Idol", "{1}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)})
	ward := instant(t, "White Ward", "{W}", nil, gain(4)...)
	g := h539Game(t, 20)
	pw := bf(t, g, 0, card.Plains)
	fo := bf(t, g, 0, card.Forest)
	i := bf(t, g, 0, idol)
	w := hand(t, g, 0, ward)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h539Mana(0, pw, 0, 0)))
	require.NoError(t, g.Apply(h539Mana(0, fo, 0, 0)))
	require.NoError(t, g.Apply(h539Act(0, i, 0, 0)))
	require.Equal(t, "{W}", g.Pool(0).String())
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, nil)
	require.Equal(t, 25, g.Life(0))
}

// 15. Gift of Toil: Aura, "Enchanted creature has '{1}: You gain 1
// life.'" and "Activated abilities of Gift of Toil cost {2} more to
// activate." The granted ability is an ability of the creature, not of
// the Aura (CR 613.1f: the Aura grants it to the creature; CR 602.1),
// so only taxes on the creature change its cost: alone, it costs {1}
// (one Plains pays it); with Tollkeeper ("activated abilities of
// creatures cost {1} more") it costs {2} (CR 601.2f via 602.2b).
func TestH539GrantedAbilityTaxedAsTheCreatures(t *testing.T) {
	gift := def(t, card.Definition{Name: "Gift of Toil", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{
			{Affects: ability.AffectsAttached, Grant: &ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)}},
			{Affects: ability.AffectsSelf, ActivationTax: 2}}})
	bear := creature(t, "Toil Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h539Game(t, 20)
	bf(t, g, 0, card.Plains)
	b := bf(t, g, 0, bear)
	bf(t, g, 0, gift, game.PutOptions{AttachedTo: b})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActActivate, b))
	require.NoError(t, g.Apply(h539Act(0, b, 0, 0)))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))

	g = h539Game(t, 20)
	lands(t, g, 0, card.Plains, 1)
	b = bf(t, g, 0, bear)
	bf(t, g, 0, gift, game.PutOptions{AttachedTo: b})
	bf(t, g, 1, h539Tollkeeper(t, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h539Listed(t, g, game.ActActivate, b))
	h539Refused(t, g, h539Act(0, b, 0, 0), game.ErrCantPay)
}

// ---------------------------------------------------------------------
// Part 5. Costs Check refuses

// 16. Costs the engine doesn't pay are refused by Definition.Check with
// an error naming the field: a mana ability that costs life, a discard
// or another permanent's sacrifice (the engine pays mana abilities at
// once, CR 605.3a, with a tap, mana or the source's sacrifice only); one
// X for both mana and removed counters (CR 107.3: one value of X); a
// source both sacrificed and exiled (CR 400.7: once sacrificed it can't
// be found to exile); a {T} cost on an ability that works from a
// graveyard; a negative life payment (CR 107.1b).
func TestH539CheckRefusesUnpayableCosts(t *testing.T) {
	addG := []ability.Effect{h539Add("{G}")}
	for _, c := range []struct {
		name  string
		ab    ability.Activated
		field string
	}{
		{"life for mana", ability.Activated{Cost: ability.Cost{Life: 1}, Effects: addG}, "Activated[0].Cost"},
		{"discard for mana", ability.Activated{Cost: ability.Cost{Discard: 1}, Effects: addG}, "Activated[0].Cost"},
		{"sacrifice for mana", ability.Activated{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: addG}, "Activated[0].Cost"},
		{"counters for mana", ability.Activated{Cost: ability.Cost{RemoveCountersX: "charge"}, Effects: addG}, "Activated[0].Cost"},
		{"two X", ability.Activated{Cost: ability.Cost{Mana: cost("{X}"), RemoveCountersX: "charge"}, Effects: h539Gain3}, "Activated[0].Cost"},
		{"sacrificed and exiled", ability.Activated{Cost: ability.Cost{SacrificeSelf: true, ExileSelf: true}, Effects: h539Gain3}, "Activated[0].Cost.ExileSelf"},
		{"tap from graveyard", ability.Activated{FromGraveyard: true, Cost: ability.Cost{Tap: true, ExileSelf: true}, Effects: h539Gain3}, "Activated[0].Cost"},
		{"negative life", ability.Activated{Cost: ability.Cost{Life: -2}, Effects: h539Gain3}, "Activated[0].Cost"},
	} {
		err := card.Define(card.Definition{Name: "Odd Relic " + c.name, ManaCost: cost("{1}"), Types: ability.Artifact,
			Activated: []ability.Activated{c.ab}}).Check()
		require.Error(t, err, c.name)
		require.Contains(t, err.Error(), c.field, c.name)
	}
}

// ---------------------------------------------------------------------
// Part 6. Costs to block in Two-Headed Giant

// 17. Two-Headed Giant, Alice and Bob against Carol and Dave. Tollgate
// (Bob's): "Creatures can't block unless their controller pays {1} for
// each of them." Carol has a Plains and a Bear, Dave a Bear and no land.
// The defending team blocks together (CR 810.7d), but each controller pays
// for their own creature's block (CR 509.1d) out of their own resources:
// mana is not shared (CR 810.5). Carol's Bear can block; Dave's can't,
// even with Carol's Plains untapped. Carol's Plains pays for hers.
func TestH539TwoHeadedBlockTaxNotShared(t *testing.T) {
	gate := def(t, card.Definition{Name: "Tollgate", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature}, AttackBlockTax: 1}}})
	bear := creature(t, "Gate Bear", "{1}{G}", 2, 2, 0, "Bear")
	brute := creature(t, "Gate Brute", "{2}{R}", 3, 3, 0, "Ogre")
	var att, cb, db, cp game.ObjectID
	g := h524THG(t, 3, 0, func(g *game.Game) {
		att = bf(t, g, 0, brute)
		lands(t, g, 0, card.Mountain, 1)
		bf(t, g, 1, gate)
		cp = bf(t, g, 2, card.Plains)
		cb = bf(t, g, 2, bear)
		db = bf(t, g, 3, bear)
	})
	for i := 0; i < 20 && g.Pending().Kind != game.DecideAttackers; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	attack(t, g, g.Pending().Player, game.Attack{Attacker: att, Player: 2})
	toBlockers(t, g)
	d := g.Pending()
	c := g.Clone()
	err := c.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player, Blockers: []game.Block{{Blocker: db, Attacker: att}}})
	require.Error(t, err, "Dave can't pay for his Bear's block, and Carol's Plains can't pay it (CR 810.5)")
	c = g.Clone()
	err = c.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player, Blockers: []game.Block{{Blocker: cb, Attacker: att}, {Blocker: db, Attacker: att}}})
	require.Error(t, err)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player, Blockers: []game.Block{{Blocker: cb, Attacker: att}}}))
	require.True(t, info(t, g, cp).Tapped)
}

// 18. Beast Tithe: "{1}, Discard a creature card: Draw two cards." With
// a creature card and a land in hand and no card named with the
// activation, Alice chooses the card as the cost is paid (CR 601.2h):
// the land can't pay "discard a creature card" (CR 117.3), so answering
// with it is refused and changes nothing; the creature card pays.
func TestH539DiscardDecisionChecksTheType(t *testing.T) {
	tithe := h539Art(t, "Beast Tithe", "{2}", ability.Activated{
		Cost:    ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Creature},
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}})
	g := h539Game(t, 20)
	bf(t, g, 0, card.Forest)
	ti := bf(t, g, 0, tithe)
	land := hand(t, g, 0, card.Island)
	beast := hand(t, g, 0, creature(t, "Spare Beast", "{2}{G}", 3, 3, 0, "Beast"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h539Act(0, ti, 0, 0)))
	if g.Pending().Kind == game.DecideDiscard {
		h539Refused(t, g, game.Action{Kind: game.ActDiscard, Player: 0, Object: land}, nil)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: beast}))
	}
	require.Equal(t, zone.Graveyard, zoneOf(t, g, beast))
	require.Equal(t, zone.Hand, zoneOf(t, g, land))
	resolve(t, g, nil)
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
}

// 19. Ember Idol: artifact, "{T}: Add {C}." and "{1}: You gain 1 life."
// Mana abilities are activated before costs are paid (CR 601.2g via
// 602.2b), those of the source itself included when the cost has no
// {T}: the Idol alone pays its {1} with its own {C}. (D2 below is the
// same for a mana ability's cost.)
func TestH539AbilityPaidByItsSourcesManaAbility(t *testing.T) {
	idol := h539Art(t, "Ember Idol", "{2}",
		ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h539Add("{C}")}},
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)})
	g := h539Game(t, 20)
	i := bf(t, g, 0, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NotEmpty(t, h539Listed(t, g, game.ActActivate, i))
	require.NoError(t, g.Apply(h539Act(0, i, 0, 0)))
	require.True(t, info(t, g, i).Tapped)
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// ---------------------------------------------------------------------
// Faults found with these cards, each fixed; both tests failed before
// the fix.

// D1. Alice floats {W} and {G} (a Plains and a Forest), then activates
// Tide Prism ("{1}, {T}: Add {U}{U}"). She chooses which mana pays the
// {1} (CR 601.2h via 602.2b, 605.3a): the {G}, so that the {W}{U}{U} of
// Sky Ward, the instant in her hand, can be paid. With the {1} paid so,
// she casts Sky Ward from her pool. (The engine used to spend the pool
// in a fixed order here, though for every other payment it keeps in the
// pool "a colour the player's hand wants", test 14.)
func TestH539FilterPaidFromPoolKeepsWantedColour(t *testing.T) {
	ward := instant(t, "Sky Ward", "{W}{U}{U}", nil, gain(4)...)
	g := h539Game(t, 20)
	pw := bf(t, g, 0, card.Plains)
	fo := bf(t, g, 0, card.Forest)
	pr := bf(t, g, 0, h539Prism(t))
	w := hand(t, g, 0, ward)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h539Mana(0, pw, 0, 0)))
	require.NoError(t, g.Apply(h539Mana(0, fo, 0, 0)))
	require.Equal(t, 2, g.Pool(0).Total())
	require.NoError(t, g.Apply(h539Mana(0, pr, 0, 0)))
	require.Equal(t, 3, g.Pool(0).Total())
	require.Equal(t, 1, g.Pool(0).Amount(mana.White), "the {G} paid the {1}: pool %s", g.Pool(0))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
}

// D2. Ember Converter: artifact, "{T}: Add {C}." and "{1}: Add {R}."
// The second ability's {1} may be paid with mana from the Converter's
// own first ability: a player asked to pay a cost that includes mana may
// activate mana abilities then, even while activating a mana ability
// (CR 605.3a, 601.2g via 602.2b), and the {1} needs no {T}. So with the
// Converter her only source Alice may activate "{1}: Add {R}" and ends
// with {R} in her pool, the Converter tapped.
func TestH539ManaAbilityPaidByItsSourcesOtherManaAbility(t *testing.T) {
	conv := h539Art(t, "Ember Converter", "{2}",
		ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h539Add("{C}")}},
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{h539Add("{R}")}})
	g := h539Game(t, 20)
	c := bf(t, g, 0, conv)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// By hand in two steps, it works: float {C}, then convert it.
	x := g.Clone()
	require.NoError(t, x.Apply(h539Mana(0, c, 0, 0)))
	require.NoError(t, x.Apply(h539Mana(0, c, 1, 0)))
	require.Equal(t, "{R}", x.Pool(0).String())
	// In one activation, as the rules allow.
	require.NoError(t, g.Apply(h539Mana(0, c, 1, 0)))
	require.Equal(t, "{R}", g.Pool(0).String())
	require.True(t, info(t, g, c).Tapped)
}

// 22. Check refuses a mana ability with {X} in its cost ("{X}, {T}: Add
// X mana of any one color" would need the X named as it is activated,
// CR 107.3; the engine activates mana abilities with X = 0, so such an
// ability would only ever make its mana for nothing). The error names
// the cost.
func TestH539CheckRefusesManaAbilityWithX(t *testing.T) {
	d := card.Define(card.Definition{Name: "Flux Well", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, Mana: cost("{X}")}, Effects: []ability.Effect{h539Add("{C}")}}}})
	err := d.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Contains(t, err.Error(), "Activated[0].Cost.Mana")
}
