package card_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, twenty-sixth set: activated abilities, their costs and
// planeswalkers of one's own. Costs that combine mana and X, {T}, life,
// a discard, the sacrifice of the source or of another permanent, and
// counters removed or put (CR 117, 118.4, 601.2b-h, 602.2); restrictions
// on activation ("only as a sorcery", "only once each turn", "only if",
// CR 602.5); {T} abilities and summoning sickness (CR 302.6, 602.5a);
// mana abilities with restrictions and side effects (CR 605); holding
// priority (CR 116.3c, 116.7); loyalty abilities of planeswalkers and of
// other permanents, a -X cost, loyalty costs with other costs, damage to
// planeswalkers and 0 loyalty (CR 306, 606, 704.5i, 119.3c); and, for
// each card, that LegalActions lists exactly the activations Apply takes.

// h504Card is a checked card with the given type, cost and abilities.
func h504Card(t *testing.T, name, mc string, ty ability.Type, as ...ability.Activated) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ty, Activated: as})
}

// h504Crt is a checked creature card with the given abilities.
func h504Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, as ...ability.Activated) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(p), Toughness: C(tg), Keywords: kw, Activated: as})
}

// h504Walker is a checked planeswalker card of subtype sub.
func h504Walker(t *testing.T, name, sub string, loyalty int, as ...ability.Activated) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{B}{B}"), Types: ability.Planeswalker,
		Subtypes: []string{sub}, Loyalty: loyalty, Activated: as})
}

// h504Gain is "you gain n life"; h504GainX "you gain X life".
func h504Gain(n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}
}

var h504GainX = ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}

// h504Dmg is "deals amount damage to target 0".
func h504Dmg(a ability.Amount) ability.Effect {
	return ability.Effect{Op: ability.OpDamage, Target: 0, Amount: a}
}

// h504Listed lists the ActActivate actions LegalActions offers for id.
func h504Listed(g *game.Game, id game.ObjectID) []game.Action {
	var out []game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == id {
			out = append(out, a)
		}
	}
	return out
}

// h504ListedX lists the X values of the listed activations of ability n
// of id, in listing order, one entry per option.
func h504ListedX(g *game.Game, id game.ObjectID, n int) []int {
	var out []int
	for _, a := range h504Listed(g, id) {
		if a.Ability == n {
			out = append(out, a.X)
		}
	}
	return out
}

// h504ListedWork applies each listed activation of id to a clone of g:
// each must be accepted (Apply takes what LegalActions lists). It
// returns how many there were.
func h504ListedWork(t *testing.T, g *game.Game, id game.ObjectID) int {
	t.Helper()
	ls := h504Listed(g, id)
	for _, a := range ls {
		c := g.Clone()
		require.NoError(t, c.Apply(a), "listed %+v", a)
	}
	return len(ls)
}

// h504Rule requires err to be a *game.RuleError citing rule (as Rule or
// among Also).
func h504Rule(t *testing.T, err error, rule string) {
	t.Helper()
	require.Error(t, err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "not a RuleError: %v", err)
	if re.Rule == rule {
		return
	}
	require.Contains(t, ", "+re.Also+",", ", "+rule+",", "error %v cites neither %s", err, rule)
}

// h504Act is an activation action of ability n of id with X and targets.
func h504Act(p game.PlayerID, id game.ObjectID, n, x int, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: n, X: x}.WithTargets(ts...)
}

// h504Mana is ActActivateMana of id's n-th mana ability.
func h504Mana(p game.PlayerID, id game.ObjectID, n int) game.Action {
	return game.Action{Kind: game.ActActivateMana, Player: p, Object: id, Ability: n}
}

// h504Sac answers a pending sacrifice decision of p with id.
func h504Sac(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID) {
	t.Helper()
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, p, g.Pending().Player)
	require.NoError(t, g.Apply(chooseObj(p, id)))
}

// h504Game is a two-player game with libraries, Alice's lands and Alice
// active in her first main phase once started.
func h504Game(t *testing.T, life int) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Seed: 1, StartingLife: life,
		Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	libs(t, g, 6)
	return g
}

// ---------------------------------------------------------------------
// Part 1. Costs

// 1. Ember Lens: {1} artifact, "{X}{R}, {T}: Ember Lens deals X damage to
// target creature or player." With three Mountains, X is at most 2: X is
// announced (CR 107.3a, 601.2b via 602.2b) and the total cost {X}{R}
// must be payable (CR 601.2f-h, 117.3). The listing offers X = 0, 1, 2
// for each target, and every listed option is accepted; X = 3 is
// refused. X = 0 is a legal choice (CR 107.3a): 0 damage, no life lost
// (CR 119.8).
func TestH504EmberLensXRange(t *testing.T) {
	lens := h504Card(t, "Ember Lens", "{1}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{X}{R}"), Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{h504Dmg(ability.X)}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Mountain, 3)
	l := bf(t, g, 0, lens)
	require.NoError(t, g.Start(2, 0, game.Main1))
	xs := map[int]bool{}
	for _, a := range h504Listed(g, l) {
		if a.TargetList()[0] == pl(1) {
			xs[a.X] = true
		}
	}
	require.Equal(t, map[int]bool{0: true, 1: true, 2: true}, xs)
	h504ListedWork(t, g, l)
	err := g.Apply(h504Act(0, l, 0, 3, pl(1)))
	require.Error(t, err)
	require.ErrorIs(t, err, game.ErrCantPay)
	c := g.Clone()
	require.NoError(t, c.Apply(h504Act(0, l, 0, 0, pl(1))))
	resolve(t, c, nil)
	require.Equal(t, 20, c.Life(1))
	require.NoError(t, g.Apply(h504Act(0, l, 0, 2, pl(1))))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.True(t, info(t, g, l).Tapped)
}

// 2. Blood Pact Idol: {2} artifact, "Pay 5 life: Draw two cards." A
// player may pay life equal to their life total (CR 118.4: "greater than
// or equal to"): Alice at 5 pays it, is at 0 and loses the game as a
// state-based action before the ability resolves (CR 704.5a, 116.5). At
// 4 life she can't pay it (CR 118.4, 117.3): not listed, refused.
func TestH504PayLifeEqualToTotal(t *testing.T) {
	idol := h504Card(t, "Blood Pact Idol", "{2}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Life: 5}, Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}})
	g := h504Game(t, 4)
	i := bf(t, g, 0, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h504Listed(g, i))
	h504Rule(t, g.Activate(0, i, 0), "118.4")

	g = h504Game(t, 5)
	i = bf(t, g, 0, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Len(t, h504Listed(g, i), 1)
	require.NoError(t, g.Activate(0, i, 0))
	require.Equal(t, 0, g.Life(0))
	require.True(t, g.Over() || g.Lost(0), "CR 704.5a: at 0 life Alice loses")
	require.True(t, g.Lost(0))
}

// 3. Grim Archivist: {1}{B} 1/1, "{1}, Discard a creature card: Draw two
// cards." With only lands in hand the cost can't be paid (CR 117.3):
// nothing listed, refused. With a creature card among them, the listing
// names the creature card as the discard (or leaves it to the decision),
// never a land; naming a land is refused. The discarded card is chosen
// and discarded as the cost is paid (CR 601.2h), before the ability
// resolves.
func TestH504DiscardCreatureCardCost(t *testing.T) {
	arch := h504Crt(t, "Grim Archivist", "{1}{B}", 1, 1, 0, ability.Activated{
		Cost:    ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Creature},
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Swamp, 2)
	a := bf(t, g, 0, arch)
	hand(t, g, 0, card.Island) // a land only: nothing to discard
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h504Listed(g, a))
	h504Rule(t, g.Activate(0, a, 0), "117.3")

	g = h504Game(t, 20)
	lands(t, g, 0, card.Swamp, 2)
	a = bf(t, g, 0, arch)
	land := hand(t, g, 0, card.Island)
	bear := hand(t, g, 0, creature(t, "Spare Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	for _, x := range h504Listed(g, a) {
		require.NotEqual(t, land, x.Discard, "a land can't pay \"discard a creature card\"")
	}
	require.NotZero(t, h504ListedWork(t, g, a))
	err := g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: a, Discard: land})
	require.Error(t, err)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: a, Discard: bear}))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bear), "discarded as the cost is paid")
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
}

// 4. Cinder Moth: {R} 1/1, "Sacrifice Cinder Moth: Cinder Moth deals 2
// damage to target creature or player." Targets are chosen before costs
// are paid (CR 602.2b, 601.2c, 601.2h), so the Moth may target itself;
// it is then sacrificed, and on resolution its only target is gone: the
// ability is countered (CR 608.2b) and deals no damage. Aimed at Bob
// instead, it deals 2 though its source has left (CR 112.7a).
func TestH504SacrificeSelfTargetsItself(t *testing.T) {
	moth := h504Crt(t, "Cinder Moth", "{R}", 1, 1, 0, ability.Activated{
		Cost: ability.Cost{SacrificeSelf: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{h504Dmg(ability.N(2))}})
	g := h504Game(t, 20)
	m := bf(t, g, 0, moth, game.PutOptions{Sick: true})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h504Offered(g, m, obj(m)), "the Moth may target itself")
	require.Equal(t, 3, h504ListedWork(t, g, m), "Alice, Bob and the Moth")
	c := g.Clone()
	require.NoError(t, c.Activate(0, m, 0, obj(m)))
	require.Equal(t, zone.Graveyard, zoneOf(t, c, m))
	resolve(t, c, nil)
	require.Equal(t, []int{20, 20}, lifes(c))
	require.NoError(t, g.Activate(0, m, 0, pl(1)), "no {T}: summoning sickness doesn't matter (CR 302.6)")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// h504Offered reports whether LegalActions offers activating some
// ability of id with exactly ts.
func h504Offered(g *game.Game, id game.ObjectID, ts ...game.Target) bool {
	for _, a := range h504Listed(g, id) {
		l := a.TargetList()
		if len(l) != len(ts) {
			continue
		}
		same := true
		for i := range l {
			same = same && l[i] == ts[i]
		}
		if same {
			return true
		}
	}
	return false
}

// 5. Gravecaller's Altar: {2} artifact, "Sacrifice a creature: Put a
// +1/+1 counter on target creature." The target is chosen first (CR
// 601.2c), then the creature to sacrifice (CR 601.2h): Alice may target
// her Bear and sacrifice that same Bear, and the ability is then
// countered on resolution (CR 608.2b): no counter on anything. Targeting
// her Ox and sacrificing the Bear puts the counter on the Ox.
func TestH504SacrificeTheTarget(t *testing.T) {
	altar := h504Card(t, "Gravecaller's Altar", "{2}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}, Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpPutCounters, Target: 0, Subject: ability.SubjectTarget, Counter: "+1/+1", Amount: ability.N(1)}}})
	g := h504Game(t, 20)
	al := bf(t, g, 0, altar)
	b := bf(t, g, 0, creature(t, "Altar Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ox := bf(t, g, 0, creature(t, "Altar Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	c := g.Clone()
	require.NoError(t, c.Activate(0, al, 0, obj(b)))
	require.ElementsMatch(t, []game.ObjectID{b, ox}, choices(c), "the target itself may be sacrificed")
	h504Sac(t, c, 0, b)
	require.Equal(t, zone.Graveyard, zoneOf(t, c, b))
	resolve(t, c, nil)
	require.Equal(t, 0, counter(t, c, ox, game.PlusOne))
	require.NoError(t, g.Activate(0, al, 0, obj(ox)))
	h504Sac(t, g, 0, b)
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, ox, game.PlusOne))
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
}

// 6. Pyre Acolyte: {1}{R} 1/1, "{T}, Sacrifice a creature: Pyre Acolyte
// deals 2 damage to target player." "A creature" includes the Acolyte
// itself: costs are paid in any order (CR 601.2h), so it can be tapped
// and sacrificed for its own ability, and the ability deals its damage
// though its source has left (CR 112.7a, 608.2g). Its sibling Pyre
// Zealot says "Sacrifice another creature": alone, it has nothing to
// sacrifice (CR 117.3) and nothing is listed.
func TestH504TapAndSacrificeItself(t *testing.T) {
	acolyte := h504Crt(t, "Pyre Acolyte", "{1}{R}", 1, 1, 0, ability.Activated{
		Cost: ability.Cost{Tap: true, Sacrifice: &ability.Group{Types: ability.Creature}}, Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{h504Dmg(ability.N(2))}})
	zealot := h504Crt(t, "Pyre Zealot", "{1}{R}", 1, 1, 0, ability.Activated{
		Cost: ability.Cost{Tap: true, Sacrifice: &ability.Group{Types: ability.Creature, Other: true}}, Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{h504Dmg(ability.N(2))}})
	g := h504Game(t, 20)
	a := bf(t, g, 0, acolyte)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 2, h504ListedWork(t, g, a))
	require.NoError(t, g.Activate(0, a, 0, pl(1)))
	require.Equal(t, []game.ObjectID{a}, choices(g))
	h504Sac(t, g, 0, a)
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, a))

	g = h504Game(t, 20)
	z := bf(t, g, 0, zealot)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h504Listed(g, z))
	h504Rule(t, g.Activate(0, z, 0, pl(1)), "117.3")
}

// 7. Dusk Oracle: {2}{U} 1/3, "{T}: You gain 2 life." and "{1}: Dusk
// Oracle gets +1/+0 until end of turn." With summoning sickness its {T}
// ability can't be activated (CR 302.6, 602.5a) and isn't listed; its
// other ability can. A Dusk Oracle with haste may use both (CR 702.10).
func TestH504SummoningSickTap(t *testing.T) {
	tapAb := ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h504Gain(2)}}
	pump := ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1}}}
	oracle := h504Crt(t, "Dusk Oracle", "{2}{U}", 1, 3, 0, tapAb, pump)
	hasty := h504Crt(t, "Hasty Dusk Oracle", "{2}{U}", 1, 3, ability.Haste, tapAb, pump)
	g := h504Game(t, 20)
	lands(t, g, 0, card.Island, 1)
	o := bf(t, g, 0, oracle, game.PutOptions{Sick: true})
	h := bf(t, g, 0, hasty, game.PutOptions{Sick: true})
	require.NoError(t, g.Start(2, 0, game.Main1))
	for _, a := range h504Listed(g, o) {
		require.Equal(t, 1, a.Ability, "only the ability without {T}")
	}
	require.Len(t, h504Listed(g, o), 1)
	require.Len(t, h504Listed(g, h), 2)
	h504Rule(t, g.Activate(0, o, 0), "302.6")
	require.NoError(t, g.Activate(0, h, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.NoError(t, g.Activate(0, o, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 3}, pt(t, g, o))
}

// 8. Scholar's Tower: land, "{T}: Add {C}." and "{2}, {T}: Draw a card.
// Activate only as a sorcery." Played this turn, it may be tapped for
// its draw at once: summoning sickness is a creature's (CR 302.6,
// 602.5a). Its own {T} is part of the cost, so its mana can't pay the
// {2} (CR 601.2g-h): with one other land, nothing is listed and the
// activation is refused; with two, it is listed, and in combat it is
// refused (CR 602.5d).
func TestH504LandTapAbilityTurnPlayed(t *testing.T) {
	var c1 mana.Pool
	c1.Add(mana.Colorless, 1)
	tower := def(t, card.Definition{Name: "Scholar's Tower", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: c1}}},
		{Cost: ability.Cost{Mana: cost("{2}"), Tap: true}, Timing: ability.SorcerySpeed, Effects: draw1}}})
	for _, others := range []int{1, 2} {
		g := h504Game(t, 20)
		lands(t, g, 0, card.Island, others)
		tw := hand(t, g, 0, tower)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.PlayLand(0, tw))
		tw, _ = g.Follow(tw)
		if others == 1 {
			require.Empty(t, h504Listed(g, tw))
			require.ErrorIs(t, g.Activate(0, tw, 0), game.ErrCantPay)
			continue
		}
		require.Equal(t, 1, h504ListedWork(t, g, tw))
		require.NoError(t, g.Activate(0, tw, 0))
		resolve(t, g, nil)
		require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
		require.True(t, info(t, g, tw).Tapped)
	}
	g := h504Game(t, 20)
	lands(t, g, 0, card.Island, 2)
	tw := bf(t, g, 0, tower)
	require.NoError(t, g.Start(2, 0, game.BeginCombat))
	require.Empty(t, h504Listed(g, tw))
	h504Rule(t, g.Activate(0, tw, 0), "602.5d")
}

// 9. Thornback Imp: {1}{B} 2/1, "Put a -1/-1 counter on Thornback Imp:
// Thornback Imp deals 1 damage to target creature or player." Putting a
// counter can be a cost (CR 117.1). Paying it leaves the Imp a 1/0, put
// into its owner's graveyard as a state-based action before anyone
// receives priority (CR 704.5f, 116.5), so it can't be activated again;
// the ability resolves without its source (CR 112.7a), its damage dealt
// by the Imp as it last existed (CR 608.2g).
func TestH504MinusCounterCostKillsSource(t *testing.T) {
	imp := h504Crt(t, "Thornback Imp", "{1}{B}", 2, 1, 0, ability.Activated{
		Cost: ability.Cost{PutCounter: "-1/-1"}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{h504Dmg(ability.N(1))}})
	g := h504Game(t, 20)
	i := bf(t, g, 0, imp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, i, 0, pl(1)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, i))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Error(t, g.Activate(0, i, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 10. Thornback Imp with a +1/+1 counter on it (a 3/2): paying the cost
// puts a -1/-1 counter beside the +1/+1 counter, and the state-based
// action removes one of each (CR 704.5r): a 2/1 with no counters, which
// may pay the cost again (and then dies, CR 704.5f).
func TestH504MinusCounterCostAnnihilates(t *testing.T) {
	imp := h504Crt(t, "Thornback Imp", "{1}{B}", 2, 1, 0, ability.Activated{
		Cost: ability.Cost{PutCounter: "-1/-1"}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{h504Dmg(ability.N(1))}})
	g := h504Game(t, 20)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 1
	i := bf(t, g, 0, imp, o)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 2}, pt(t, g, i))
	require.NoError(t, g.Activate(0, i, 0, pl(1)))
	require.Equal(t, 0, counter(t, g, i, game.PlusOne))
	require.Equal(t, 0, counter(t, g, i, game.MinusOne))
	require.Equal(t, [2]int{2, 1}, pt(t, g, i))
	require.NoError(t, g.Activate(0, i, 0, pl(1)), "holding priority, in response to its own ability (CR 116.3c)")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, i))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 11. Hoard Golem: {4} 0/0 artifact creature that enters with three
// +1/+1 counters, "Remove X +1/+1 counters from Hoard Golem: You gain X
// life." X is announced and at most the counters there are (CR 107.3a,
// 117.3): the listing offers X = 0 to 3, all accepted; X = 4 is refused.
// Removing all three leaves a 0/0, put into the graveyard before the
// ability resolves (CR 704.5f); Alice gains 3.
func TestH504RemoveXCounters(t *testing.T) {
	golem := def(t, card.Definition{Name: "Hoard Golem", ManaCost: cost("{4}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(3)},
		Activated:          []ability.Activated{{Cost: ability.Cost{RemoveCountersX: "+1/+1"}, Effects: []ability.Effect{h504GainX}}}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Plains, 4)
	gh := hand(t, g, 0, golem)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gh))
	resolve(t, g, nil)
	gid := find(t, g, 0, golem)
	require.Equal(t, 3, counter(t, g, gid, game.PlusOne))
	require.ElementsMatch(t, []int{0, 1, 2, 3}, h504ListedX(g, gid, 0))
	require.Equal(t, 4, h504ListedWork(t, g, gid))
	err := g.Apply(h504Act(0, gid, 0, 4))
	require.ErrorIs(t, err, game.ErrCantPay)
	h504Rule(t, err, "117.3")
	require.NoError(t, g.Apply(h504Act(0, gid, 0, 3)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, gid))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 12. Gilded Elf: {G} 1/1, "{T}: Add {G}." and "{X}: Gilded Elf gets
// +X/+0 until end of turn." The second ability has no {T}, so the Elf's
// own mana may pay for it (CR 601.2g, 605.3a): with one Forest, X is at
// most 2 when the Elf has been Alice's since her turn began, at most 1
// when it is summoning sick (its mana ability has {T}, CR 302.6).
func TestH504XPaidWithOwnMana(t *testing.T) {
	elf := h504Crt(t, "Gilded Elf", "{G}", 1, 1, 0, ability.TapForMana(mana.Green), ability.Activated{
		Cost: ability.Cost{Mana: cost("{X}")}, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1,
			Amount: ability.X}}})
	for _, sick := range []bool{false, true} {
		g := h504Game(t, 20)
		lands(t, g, 0, card.Forest, 1)
		e := bf(t, g, 0, elf, game.PutOptions{Sick: sick})
		require.NoError(t, g.Start(2, 0, game.Main1))
		want := []int{0, 1, 2}
		if sick {
			want = []int{0, 1}
		}
		require.ElementsMatch(t, want, h504ListedX(g, e, 0))
		h504ListedWork(t, g, e)
		require.ErrorIs(t, g.Apply(h504Act(0, e, 0, len(want))), game.ErrCantPay)
		require.NoError(t, g.Apply(h504Act(0, e, 0, len(want)-1)))
		resolve(t, g, nil)
		require.Equal(t, len(want), pt(t, g, e)[0])
	}
}

// 13. Watchful Lancer: {2}{W} 2/2 vigilance, "{T}: You gain 2 life."
// Attacking doesn't tap it (CR 702.20b); tapped for its ability after
// blockers are declared, it stays an attacking creature and deals its
// combat damage (CR 506.4b). Tapped, it can't pay {T} again (CR 117.3).
func TestH504VigilantAttackerTapsForAbility(t *testing.T) {
	lancer := h504Crt(t, "Watchful Lancer", "{2}{W}", 2, 2, ability.Vigilance, ability.Activated{
		Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h504Gain(2)}})
	g := h504Game(t, 20)
	l := bf(t, g, 0, lancer)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 1})
	require.False(t, info(t, g, l).Tapped)
	for i := 0; i < 10 && g.Step() != game.DeclareBlockers; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DeclareBlockers, g.Step())
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	require.NoError(t, g.Activate(0, l, 0))
	require.Empty(t, h504Listed(g, l))
	h504Rule(t, g.Activate(0, l, 0), "117.3")
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 18, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 2. Restrictions on activation (CR 602.5)

// 14. Sage's Lectern: {2} artifact, "{1}: Draw a card. Activate only as a
// sorcery." Sorcery timing means its controller's main phase with an
// empty stack (CR 602.5d, 307.1): refused in Alice's combat, on Bob's
// turn, and while her own ability is on the stack — she can't hold
// priority and activate it again (CR 116.3c gives her priority, but the
// stack isn't empty). Listed only when allowed.
func TestH504SorcerySpeedAbility(t *testing.T) {
	lect := h504Card(t, "Sage's Lectern", "{2}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed, Effects: draw1})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Island, 3)
	l := bf(t, g, 0, lect)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h504ListedWork(t, g, l))
	require.NoError(t, g.Activate(0, l, 0))
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	require.Empty(t, h504Listed(g, l))
	h504Rule(t, g.Activate(0, l, 0), "602.5d")
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, l, 0), "again, the stack empty")
	resolve(t, g, nil)
	passTo(t, g, 0, game.BeginCombat)
	h504Rule(t, g.Activate(0, l, 0), "602.5d")
	nextTurn(t, g)
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer(), "Bob's main phase, Alice's priority")
	require.Empty(t, h504Listed(g, l))
	h504Rule(t, g.Activate(0, l, 0), "602.5d")
}

// 15. Quicksilver Charm: {1} artifact, "{1}: You gain 1 life. Activate
// only once each turn." A second activation is refused while the first
// waits on the stack and after it resolved (CR 602.5b); on Bob's turn it
// may be activated again (a new turn), once.
func TestH504OncePerTurn(t *testing.T) {
	charm := h504Card(t, "Quicksilver Charm", "{1}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{h504Gain(1)}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Plains, 4)
	c := bf(t, g, 0, charm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.Empty(t, h504Listed(g, c))
	h504Rule(t, g.Activate(0, c, 0), "602.5b")
	resolve(t, g, nil)
	h504Rule(t, g.Activate(0, c, 0), "602.5b")
	require.Equal(t, 21, g.Life(0))
	nextTurn(t, g)
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	require.Equal(t, 1, h504ListedWork(t, g, c))
	require.NoError(t, g.Activate(0, c, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 16. Hermit's Beacon: {1} artifact, "{1}: You gain 2 life. Activate only
// if you control no creatures." With Alice's Bear on the battlefield the
// restriction forbids it (CR 602.5b, 602.1b): not listed, refused. The
// restriction is checked as the ability is activated, not as it
// resolves: activated with no creature, it still resolves after Alice
// casts a creature with flash in response (CR 602.1b: instructions for
// activating, not part of the effect).
func TestH504OnlyIfCheckedOnActivation(t *testing.T) {
	beacon := h504Card(t, "Hermit's Beacon", "{1}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}")}, OnlyIf: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}},
		Effects: []ability.Effect{h504Gain(2)}})
	flashBear := creature(t, "Ambush Bear", "{1}{G}", 2, 2, ability.Flash, "Bear")
	g := h504Game(t, 20)
	lands(t, g, 0, card.Forest, 3)
	b := bf(t, g, 0, beacon)
	fb := hand(t, g, 0, flashBear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h504ListedWork(t, g, b))
	require.NoError(t, g.Activate(0, b, 0))
	require.NoError(t, g.Cast(0, fb), "in response, holding priority")
	require.NoError(t, g.PassUntilResolved())
	require.NotZero(t, find(t, g, 0, flashBear))
	require.Empty(t, h504Listed(g, b))
	h504Rule(t, g.Activate(0, b, 0), "602.5b")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 17. Ritual Stone: land, "{T}: Add {B}{B}. Activate only as a sorcery."
// A mana ability keeps its timing restriction (CR 605.1a, 602.5d): Alice
// may activate it in her main phase with an empty stack, not in her
// combat; the automatic payment of a cost never activates it (it has a
// restriction: its controller activates it first), so an instant costing
// {B}{B} with only the Stone to pay is refused in combat.
func TestH504SorceryManaAbility(t *testing.T) {
	var bb mana.Pool
	bb.Add(mana.Black, 2)
	stone := def(t, card.Definition{Name: "Ritual Stone", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Timing: ability.SorcerySpeed, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: bb}}}}})
	drain := instant(t, "Night Drain", "{B}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)})
	g := h504Game(t, 20)
	s := bf(t, g, 0, stone)
	d := hand(t, g, 0, drain)
	require.NoError(t, g.Start(2, 0, game.BeginCombat))
	h504Rule(t, g.Apply(h504Mana(0, s, 0)), "602.5d")
	require.ErrorIs(t, g.Cast(0, d, pl(1)), game.ErrCantPay)
	passTo(t, g, 0, game.Main2)
	require.NoError(t, g.Apply(h504Mana(0, s, 0)))
	require.Equal(t, 0, g.StackLen(), "a mana ability doesn't use the stack (CR 605.3b)")
	require.NoError(t, g.Cast(0, d, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 18. Sunpetal Grove: land, "{T}: Add {G}. You gain 1 life." A mana
// ability that does something else besides is still a mana ability (CR
// 605.1a): it doesn't use the stack and its life comes at once (CR
// 605.3b). Tapped, it can't pay {T} again (CR 117.3).
func TestH504ManaAbilityGainsLife(t *testing.T) {
	var gp mana.Pool
	gp.Add(mana.Green, 1)
	grove := def(t, card.Definition{Name: "Sunpetal Grove", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: gp}, h504Gain(1)}}}})
	g := h504Game(t, 20)
	gr := bf(t, g, 0, grove)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h504Mana(0, gr, 0)))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	h504Rule(t, g.Apply(h504Mana(0, gr, 0)), "117.3")
}

// 19. Flux Capacitor: {2} artifact, "{1}: Add {R}{R}. Activate only once
// each turn." A mana ability with a use restriction (CR 605.1a, 602.5b):
// once activated, a second activation that turn is refused.
func TestH504OncePerTurnManaAbility(t *testing.T) {
	var rr mana.Pool
	rr.Add(mana.Red, 2)
	flux := h504Card(t, "Flux Capacitor", "{2}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: rr}}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Plains, 2)
	f := bf(t, g, 0, flux)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h504Mana(0, f, 0)))
	h504Rule(t, g.Apply(h504Mana(0, f, 0)), "602.5b")
}

// 20. Twin Sigil: {1} artifact with "{1}: You gain 1 life." and "{2}:
// You lose 2 life." Alice activates the first and, holding priority
// (CR 116.3c), the second in response (CR 116.7): the second resolves
// first (CR 405.5, 608.1), so after one resolution she has lost 2, and
// then she gains 1.
func TestH504RespondToOwnAbility(t *testing.T) {
	sigil := h504Card(t, "Twin Sigil", "{1}", ability.Artifact,
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{h504Gain(1)}},
		ability.Activated{Cost: ability.Cost{Mana: cost("{2}")}, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2)}}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Plains, 3)
	s := bf(t, g, 0, sigil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	require.NoError(t, g.Activate(0, s, 1))
	require.Equal(t, 2, g.StackLen())
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 18, g.Life(0))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
}

// 21. Quicksilver Charm ("{1}: You gain 1 life. Activate only once each
// turn") returned to Alice's hand and cast again is a new object (CR
// 400.7): its ability may be activated once more that turn (CR 602.5b
// restricts the object).
func TestH504OncePerTurnNewObject(t *testing.T) {
	charm := h504Card(t, "Quicksilver Charm", "{1}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{h504Gain(1)}})
	recall := instant(t, "Recall Trinket", "{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Island, 4)
	c := bf(t, g, 0, charm)
	r := hand(t, g, 0, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, r, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, c))
	nc, _ := g.Follow(c)
	require.NoError(t, g.Cast(0, nc))
	resolve(t, g, nil)
	c2 := find(t, g, 0, charm)
	require.Equal(t, 1, h504ListedWork(t, g, c2))
	require.NoError(t, g.Activate(0, c2, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 3. Planeswalkers and loyalty abilities

// h504Vex is "Vex, Ruin Caller": loyalty 4, "+1: You gain 1 life." and
// "−X: Vex deals X damage to target creature."
func h504Vex(t *testing.T) *card.Definition {
	return h504Walker(t, "Vex, Ruin Caller", "Vex", 4,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{h504Gain(1)}},
		ability.Activated{Loyalty: true, Cost: ability.Cost{RemoveCountersX: "loyalty"}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{h504Dmg(ability.X)}})
}

// 22. Vex's −X: X is announced (CR 107.3a) and a loyalty ability with a
// negative cost needs that many loyalty counters (CR 606.5): at loyalty
// 4, X from 0 to 4 is listed for each target and accepted, X = 5 is
// refused. With X = 4, Vex has 0 loyalty and is put into the graveyard
// before the ability resolves (CR 704.5i); the ability still deals 4
// (CR 112.7a) and Bob's 4/4 dies.
func TestH504MinusXLoyalty(t *testing.T) {
	g := h504Game(t, 20)
	v := bf(t, g, 0, h504Vex(t))
	ox := bf(t, g, 1, creature(t, "Stone Ox", "{3}{G}", 4, 4, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.ElementsMatch(t, []int{0, 1, 2, 3, 4}, h504ListedX(g, v, 1))
	require.Equal(t, 6, h504ListedWork(t, g, v), "the +1, and X = 0..4 at the one creature")
	require.Error(t, g.Apply(h504Act(0, v, 1, 5, obj(ox))))
	require.Equal(t, 4, counter(t, g, v, game.Loyalty))
	require.NoError(t, g.Apply(h504Act(0, v, 1, 4, obj(ox))))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, v))
	resolve(t, g, nil)
	require.True(t, gone(g, ox))
}

// 23. Vex's −X with X = 0 is a loyalty ability activated all the same
// (CR 606.3): Vex's +1 is refused afterwards that turn, and Vex stays at
// 4. Its X is 0 on the stack (CR 107.3a): 0 damage, Bob's 1/1 lives.
func TestH504MinusZeroUsesTheTurn(t *testing.T) {
	g := h504Game(t, 20)
	v := bf(t, g, 0, h504Vex(t))
	mouse := bf(t, g, 1, creature(t, "Field Mouse", "{W}", 1, 1, 0, "Mouse"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h504Act(0, v, 1, 0, obj(mouse))))
	resolve(t, g, nil)
	require.False(t, gone(g, mouse))
	require.Equal(t, 4, counter(t, g, v, game.Loyalty))
	require.Empty(t, h504Listed(g, v))
	h504Rule(t, g.Activate(0, v, 0), "606.3")
}

// 24. Mira, Tide Scholar: loyalty 3, "+1: Draw a card." and a
// non-loyalty ability "{2}: You gain 1 life." Only abilities with a
// loyalty symbol in their cost are loyalty abilities (CR 606.2): the
// other ability is activated at instant speed, on Bob's turn and more
// than once in a turn, and activating it doesn't use up Mira's loyalty
// activation (CR 606.3).
func TestH504PlaneswalkerNonLoyaltyAbility(t *testing.T) {
	mira := h504Walker(t, "Mira, Tide Scholar", "Mira", 3,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: draw1},
		ability.Activated{Cost: ability.Cost{Mana: cost("{2}")}, Effects: []ability.Effect{h504Gain(1)}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Island, 6)
	m := bf(t, g, 0, mira)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, m, 1))
	require.NoError(t, g.Activate(0, m, 1), "in response to itself")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.NoError(t, g.Activate(0, m, 0), "the loyalty ability is still available")
	resolve(t, g, nil)
	require.Equal(t, 4, counter(t, g, m, game.Loyalty))
	nextTurn(t, g)
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	h504Rule(t, g.Activate(0, m, 0), "606.3")
	require.NoError(t, g.Activate(0, m, 1), "instant speed, on Bob's turn")
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 25. Oathsworn Golem: {3} 2/2 artifact creature with a loyalty ability,
// "+1: You gain 1 life." and "−1: Oathsworn Golem gets +2/+2 until end of
// turn." Loyalty abilities aren't only planeswalkers' (CR 606.2):
// sorcery speed and once each turn apply (CR 606.3), the +1 puts a
// loyalty counter on the Golem (CR 606.4), the −1 needs one (CR 606.5).
// A creature with 0 loyalty counters isn't put into the graveyard:
// CR 704.5i is about planeswalkers.
func TestH504LoyaltyAbilityOnCreature(t *testing.T) {
	golem := def(t, card.Definition{Name: "Oathsworn Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(2), Toughness: C(2), Activated: []ability.Activated{
			{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{h504Gain(1)}},
			{Loyalty: true, Cost: ability.Cost{Loyalty: -1}, Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2, Toughness: 2}}}}})
	g := h504Game(t, 20)
	gl := bf(t, g, 0, golem, game.PutOptions{Sick: true})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 0, counter(t, g, gl, game.Loyalty))
	require.Equal(t, 1, h504ListedWork(t, g, gl), "the +1 only: the −1 needs a counter")
	h504Rule(t, g.Activate(0, gl, 1), "606.5")
	require.NoError(t, g.Activate(0, gl, 0))
	require.Equal(t, 1, counter(t, g, gl, game.Loyalty))
	resolve(t, g, nil)
	h504Rule(t, g.Activate(0, gl, 1), "606.3")
	nextTurn(t, g)
	nextTurn(t, g)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, gl, 1))
	resolve(t, g, nil)
	require.Equal(t, 0, counter(t, g, gl, game.Loyalty))
	require.False(t, gone(g, gl), "a creature with no loyalty stays")
	require.Equal(t, [2]int{4, 4}, pt(t, g, gl))
	require.Equal(t, 21, g.Life(0))
}

// 26. Hollow Walker: {2}{B} planeswalker with printed loyalty 0, "+1: You
// gain 1 life." It enters with 0 loyalty counters (CR 306.5b) and is put
// into its owner's graveyard as a state-based action before Alice gets
// priority (CR 704.5i, 116.5): it can never be activated.
func TestH504ZeroLoyaltyPlaneswalker(t *testing.T) {
	hollow := h504Walker(t, "Hollow Walker", "Hollow", 0,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{h504Gain(1)}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Swamp, 4)
	h := hand(t, g, 0, hollow)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Zero(t, find(t, g, 0, hollow))
}

// 27. Tarn, Idle Sentry: loyalty 3, "+1, {T}: Draw a card." A loyalty
// ability may have other costs; {T} on a planeswalker isn't held back by
// summoning sickness, which is a creature's (CR 302.6): cast this turn,
// Tarn may use it at once. Tapped, it can't pay {T} again the next turn
// unless it untapped; it untaps in Alice's untap step (CR 502.2).
func TestH504LoyaltyWithTapCost(t *testing.T) {
	tarn := h504Walker(t, "Tarn, Idle Sentry", "Tarn", 3,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1, Tap: true}, Effects: draw1})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Swamp, 4)
	h := hand(t, g, 0, tarn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	tr := find(t, g, 0, tarn)
	require.Equal(t, 1, h504ListedWork(t, g, tr))
	require.NoError(t, g.Activate(0, tr, 0))
	resolve(t, g, nil)
	require.True(t, info(t, g, tr).Tapped)
	require.Equal(t, 4, counter(t, g, tr, game.Loyalty))
	nextTurn(t, g)
	nextTurn(t, g)
	passTo(t, g, 0, game.Main1)
	require.False(t, info(t, g, tr).Tapped)
	require.NoError(t, g.Activate(0, tr, 0))
	resolve(t, g, nil)
	require.Equal(t, 5, counter(t, g, tr, game.Loyalty))
}

// 28. Sable, Coin Warden: loyalty 3, "−1, {2}: Draw two cards." and "−1,
// Pay 3 life: Target player loses 3 life." The total cost is paid in full
// or not at all (CR 601.2h, 117.3): with one land the first ability is
// refused and Sable keeps its loyalty; at 2 life the second is refused
// (CR 118.4); neither is listed then.
func TestH504LoyaltyWithManaAndLifeCosts(t *testing.T) {
	sable := h504Walker(t, "Sable, Coin Warden", "Sable", 3,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: -1, Mana: cost("{2}")},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)}}},
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: -1, Life: 3}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)}}})
	g := h504Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	s := bf(t, g, 0, sable)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h504Listed(g, s))
	require.ErrorIs(t, g.Activate(0, s, 0), game.ErrCantPay)
	h504Rule(t, g.Activate(0, s, 1, pl(1)), "118.4")
	require.Equal(t, 3, counter(t, g, s, game.Loyalty))

	g = h504Game(t, 20)
	lands(t, g, 0, card.Swamp, 2)
	s = bf(t, g, 0, sable)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 3, h504ListedWork(t, g, s))
	c := g.Clone()
	require.NoError(t, c.Activate(0, s, 0))
	require.Equal(t, 2, counter(t, c, s, game.Loyalty))
	resolve(t, c, nil)
	require.Equal(t, 2, c.ZoneLen(0, zone.Hand))
	require.NoError(t, g.Activate(0, s, 1, pl(1)))
	require.Equal(t, 17, g.Life(0))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 2, counter(t, g, s, game.Loyalty))
}

// 29. Pyra, Kiln Keeper: loyalty 3, "+1: Add {R}{R}." A loyalty ability
// is never a mana ability (CR 605.1a): it uses the stack, Bob may respond,
// and the mana is added as it resolves (CR 608.2). It isn't offered as a
// mana activation either. With the mana, Alice then casts a {R}{R}
// sorcery in the same main phase.
func TestH504LoyaltyAbilityAddsMana(t *testing.T) {
	var rr mana.Pool
	rr.Add(mana.Red, 2)
	pyra := h504Walker(t, "Pyra, Kiln Keeper", "Pyra", 3,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: rr}}})
	blast := sorcery(t, "Kiln Blast", "{R}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	g := h504Game(t, 20)
	p := bf(t, g, 0, pyra)
	b := hand(t, g, 0, blast)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Apply(h504Mana(0, p, 0)))
	require.Equal(t, 1, h504ListedWork(t, g, p))
	require.NoError(t, g.Activate(0, p, 0))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, 0, g.Pool(0).Total())
	resolve(t, g, nil)
	require.Equal(t, 2, g.Pool(0).Amount(mana.Red))
	require.NoError(t, g.Cast(0, b, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 30. Wellspring Grove: land, "{T}: Add {G}. Target player gains 1 life."
// An ability with a target is not a mana ability even though it adds
// mana (CR 605.5a, 605.1a): it is activated as a non-mana ability and
// uses the stack (listed once per target), it can't be activated as a
// mana ability, and the automatic payment of a {G} spell doesn't tap the
// Grove for it.
func TestH504TargetedManaIsNotManaAbility(t *testing.T) {
	var gp mana.Pool
	gp.Add(mana.Green, 1)
	grove := def(t, card.Definition{Name: "Wellspring Grove", Types: ability.Land,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: gp}, {Op: ability.OpGainLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
	growth := instant(t, "Sprout Surge", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1})
	g := h504Game(t, 20)
	gr := bf(t, g, 0, grove)
	bear := bf(t, g, 0, creature(t, "Grove Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, growth)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Apply(h504Mana(0, gr, 0)))
	require.ErrorIs(t, g.Cast(0, s, obj(bear)), game.ErrCantPay)
	require.Equal(t, 2, h504ListedWork(t, g, gr))
	require.NoError(t, g.Activate(0, gr, 0, pl(0)))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Green))
	require.NoError(t, g.Cast(0, s, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
}

// 31. Gravecaller's Altar ("Sacrifice a creature: Put a +1/+1 counter on
// target creature") beside Mourning Bell ("Whenever a creature you
// control dies, you gain 1 life"): the sacrifice pays the cost, the
// ability is then on the stack, and the Bell's trigger is put on the
// stack the next time a player would receive priority, above it
// (CR 603.2, 603.3, 116.5): the life comes first, the counter after.
func TestH504SacrificeCostTriggerAbove(t *testing.T) {
	altar := h504Card(t, "Gravecaller's Altar", "{2}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}, Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpPutCounters, Target: 0, Subject: ability.SubjectTarget, Counter: "+1/+1", Amount: ability.N(1)}}})
	bell := def(t, card.Definition{Name: "Mourning Bell", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide}, Effects: []ability.Effect{h504Gain(1)}}}})
	g := h504Game(t, 20)
	al := bf(t, g, 0, altar)
	bf(t, g, 0, bell)
	b := bf(t, g, 0, creature(t, "Altar Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ox := bf(t, g, 0, creature(t, "Altar Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, al, 0, obj(ox)))
	h504Sac(t, g, 0, b)
	require.Equal(t, 2, g.StackLen())
	require.Equal(t, stack.TriggeredAbility, g.Stack()[0].Kind)
	require.Equal(t, stack.ActivatedAbility, g.Stack()[1].Kind)
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 0, counter(t, g, ox, game.PlusOne))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, ox, game.PlusOne))
}

// 32. Ember Idol: {1} artifact creature 1/1, "Exile Ember Idol: You gain
// 2 life." beside Mourning Bell ("Whenever a creature you control dies,
// you gain 1 life"): exiling the Idol as a cost is not dying (CR 700.4:
// put into a graveyard from the battlefield), so the Bell doesn't
// trigger; the Idol is in exile (CR 406).
func TestH504ExileSelfCostIsNotDying(t *testing.T) {
	idol := def(t, card.Definition{Name: "Ember Idol", ManaCost: cost("{1}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Construct"}, Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{ExileSelf: true}, Effects: []ability.Effect{h504Gain(2)}}}})
	bell := def(t, card.Definition{Name: "Mourning Bell", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide}, Effects: []ability.Effect{h504Gain(1)}}}})
	g := h504Game(t, 20)
	i := bf(t, g, 0, idol)
	bf(t, g, 0, bell)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, i, 0))
	require.Equal(t, zone.Exile, zoneOf(t, g, i))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 33. Only a permanent's controller may activate its abilities (CR
// 602.2): Bob, with priority in Alice's turn, is offered none of Alice's
// Quicksilver Charm's activations and is refused one.
func TestH504OnlyControllerActivates(t *testing.T) {
	charm := h504Card(t, "Quicksilver Charm", "{1}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{h504Gain(1)}})
	g := h504Game(t, 20)
	lands(t, g, 1, card.Plains, 2)
	c := bf(t, g, 0, charm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer())
	require.Empty(t, h504Listed(g, c))
	require.Error(t, g.Activate(1, c, 0))
	require.Equal(t, []int{20, 20}, lifes(g))
}

// 34. Two planeswalkers: Vex, Ruin Caller and Mira, Tide Scholar. Each
// may activate one loyalty ability in the turn (CR 606.3 counts per
// permanent), but only with an empty stack: while Vex's +1 waits on the
// stack, Mira's +1 is refused and not listed (CR 606.3); once it has
// resolved, Mira's is activated.
func TestH504TwoPlaneswalkersEmptyStack(t *testing.T) {
	mira := h504Walker(t, "Mira, Tide Scholar", "Mira", 3,
		ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: draw1})
	g := h504Game(t, 20)
	v := bf(t, g, 0, h504Vex(t))
	m := bf(t, g, 0, mira)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, v, 0))
	require.Empty(t, h504Listed(g, m))
	h504Rule(t, g.Activate(0, m, 0), "606.3")
	resolve(t, g, nil)
	require.Equal(t, 1, h504ListedWork(t, g, m))
	require.NoError(t, g.Activate(0, m, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{5, 4}, []int{counter(t, g, v, game.Loyalty), counter(t, g, m, game.Loyalty)})
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 35. Cinder Moth ("Sacrifice Cinder Moth: Cinder Moth deals 2 damage to
// target creature or player") aimed at Bob, who controls Vex: its source
// has left the battlefield, but the damage to Bob is still dealt by a
// source Alice controls, so she may redirect it to Vex (CR 306.7,
// 112.7a); Vex loses 2 loyalty (CR 306.8, 119.3c) and Bob's life stays.
func TestH504SacrificedSourceRedirects(t *testing.T) {
	moth := h504Crt(t, "Cinder Moth", "{R}", 1, 1, 0, ability.Activated{
		Cost: ability.Cost{SacrificeSelf: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{h504Dmg(ability.N(2))}})
	g := h504Game(t, 20)
	m := bf(t, g, 0, moth)
	v := bf(t, g, 1, h504Vex(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, m, 0, pl(1)))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideRedirect, d.Kind)
		asked = true
		return chooseObj(0, v)
	})
	require.True(t, asked)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, counter(t, g, v, game.Loyalty))
}

// 36. Gideon-like Aegis, Iron Oath: {2}{W} 2/5 creature and planeswalker
// — Aegis, loyalty 3. Damage dealt to it has both results: marked on it
// as a creature and removing loyalty counters as a planeswalker (CR
// 119.3c, 119.3e, 306.8): 2 damage leaves 2 damage marked and loyalty 1;
// 1 more damage takes its last counter and it is put into the graveyard
// though its toughness 5 is far from lethal (CR 704.5i).
func TestH504CreaturePlaneswalkerDamage(t *testing.T) {
	aegis := def(t, card.Definition{Name: "Aegis, Iron Oath", ManaCost: cost("{2}{W}"), Types: ability.Creature | ability.Planeswalker,
		Subtypes: []string{"Aegis"}, Power: C(2), Toughness: C(5), Loyalty: 3,
		Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{h504Gain(1)}}}})
	jav := instant(t, "Iron Javelin", "{R}", []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlaneswalker}},
		h504Dmg(ability.N(2)))
	dart := instant(t, "Iron Dart", "{R}", []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlaneswalker}},
		h504Dmg(ability.N(1)))
	g := h504Game(t, 20)
	lands(t, g, 1, card.Mountain, 2)
	a := bf(t, g, 0, aegis)
	j := hand(t, g, 1, jav)
	d := hand(t, g, 1, dart)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, j, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, a).Damage)
	require.Equal(t, 1, counter(t, g, a, game.Loyalty))
	require.NoError(t, g.Cast(1, d, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, a))
}

// 37. Oathbound Mantle: {1}{W} Aura, "Enchanted creature has '+1: You
// gain 1 life.'" Two Mantles on Alice's Bear give it two loyalty
// abilities. A loyalty ability is one with a loyalty symbol, whoever's
// text it came from (CR 606.2), and only one loyalty ability of a
// permanent may be activated each turn (CR 606.3): after one, the other
// is refused. The +1 puts a loyalty counter on the Bear (CR 606.4).
func TestH504GrantedLoyaltyAbilitiesShareTheTurn(t *testing.T) {
	ga := ability.Activated{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{h504Gain(1)}}
	mantle := def(t, card.Definition{Name: "Oathbound Mantle", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ga}}})
	g := h504Game(t, 20)
	b := bf(t, g, 0, creature(t, "Sworn Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, mantle, game.PutOptions{AttachedTo: b})
	bf(t, g, 0, mantle, game.PutOptions{AttachedTo: b})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 2, h504ListedWork(t, g, b))
	require.NoError(t, g.Activate(0, b, 0))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, b, game.Loyalty))
	require.Empty(t, h504Listed(g, b))
	h504Rule(t, g.Activate(0, b, 1), "606.3")
	require.Equal(t, 21, g.Life(0))
}

// 38. Salvage Altar: {2} artifact, "{1}, Sacrifice a land: Draw a card."
// With a single Forest, Alice taps it for mana before paying the costs
// (CR 601.2g) and then sacrifices it, tapped (CR 601.2h, 701.15a): the
// activation is listed and accepted, and the Forest goes to the
// graveyard.
func TestH504SacrificeTheLandThatPaid(t *testing.T) {
	altar := h504Card(t, "Salvage Altar", "{2}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Land}}, Effects: draw1})
	g := h504Game(t, 20)
	f := bf(t, g, 0, card.Forest)
	a := bf(t, g, 0, altar)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h504ListedWork(t, g, a))
	require.NoError(t, g.Activate(0, a, 0))
	require.Equal(t, []game.ObjectID{f}, choices(g))
	h504Sac(t, g, 0, f)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, f))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 39. Chronicle Lamp: {2} artifact, "{1}, Put a charge counter on
// Chronicle Lamp: You gain 1 life for each charge counter on Chronicle
// Lamp." The counter is put as the cost is paid (CR 117.1, 601.2h) and
// counted as the ability resolves (CR 608.2g): the first activation
// gains 1, the second 2; two activations stacked before either resolves
// each count both counters (4 in all).
func TestH504PutCounterCostCounted(t *testing.T) {
	lamp := h504Card(t, "Chronicle Lamp", "{2}", ability.Artifact, ability.Activated{
		Cost:    ability.Cost{Mana: cost("{1}"), PutCounter: "charge"},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge"}}}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Plains, 4)
	l := bf(t, g, 0, lamp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, l, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.Activate(0, l, 0))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.NoError(t, g.Activate(0, l, 0))
	require.NoError(t, g.Activate(0, l, 0))
	require.Equal(t, 4, counter(t, g, l, game.Charge))
	resolve(t, g, nil)
	require.Equal(t, 31, g.Life(0))
}

// 40. Scribe's Bargain: {1} artifact, "Discard two cards: Draw three
// cards." With one card in hand the cost can't be paid (CR 117.3). With
// three, Alice chooses two as the cost is paid (CR 601.2h): the discard
// decision asks for two, the ability is on the stack, and Bob gets
// priority only after.
func TestH504DiscardTwoCost(t *testing.T) {
	bargain := h504Card(t, "Scribe's Bargain", "{1}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Discard: 2}, Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(3)}}})
	g := h504Game(t, 20)
	b := bf(t, g, 0, bargain)
	hand(t, g, 0, card.Island)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, h504Listed(g, b))
	h504Rule(t, g.Activate(0, b, 0), "117.3")

	g = h504Game(t, 20)
	b = bf(t, g, 0, bargain)
	h1 := hand(t, g, 0, card.Island)
	h2 := hand(t, g, 0, card.Swamp)
	h3 := hand(t, g, 0, card.Plains)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h504ListedWork(t, g, b))
	require.NoError(t, g.Activate(0, b, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: h1}))
	if g.Pending().Kind == game.DecideDiscard {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: h3}))
	}
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard))
	require.Equal(t, zone.Hand, zoneOf(t, g, h2))
	resolve(t, g, nil)
	require.Equal(t, 4, g.ZoneLen(0, zone.Hand))
}

// 41. Vex, Ruin Caller uses its +1; Alice then returns Vex to her hand
// and casts it again. The returned Vex is a new object (CR 400.7) that
// has activated no loyalty ability this turn (CR 606.3): its −X is
// allowed, and it entered with its printed loyalty 4 (CR 306.5b).
func TestH504PlaneswalkerReturnsNewObject(t *testing.T) {
	recall := instant(t, "Recall Walker", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectTarget, Target: 0})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Swamp, 4)
	lands(t, g, 0, card.Island, 1)
	vex := h504Vex(t)
	v := bf(t, g, 0, vex)
	r := hand(t, g, 0, recall)
	mouse := bf(t, g, 1, creature(t, "Field Mouse", "{W}", 1, 1, 0, "Mouse"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, v, 0))
	resolve(t, g, nil)
	require.Equal(t, 5, counter(t, g, v, game.Loyalty))
	require.NoError(t, g.Cast(0, r, obj(v)))
	resolve(t, g, nil)
	nv, _ := g.Follow(v)
	require.NoError(t, g.Cast(0, nv))
	resolve(t, g, nil)
	v2 := find(t, g, 0, vex)
	require.NotZero(t, v2)
	require.NotEqual(t, v, v2)
	require.Equal(t, 4, counter(t, g, v2, game.Loyalty))
	require.NoError(t, g.Apply(h504Act(0, v2, 1, 1, obj(mouse))))
	resolve(t, g, nil)
	require.True(t, gone(g, mouse))
	require.Equal(t, 3, counter(t, g, v2, game.Loyalty))
}

// 42. Borrowed Will: {1}{R} sorcery, "Gain control of target creature
// until end of turn. It gains haste until end of turn." Bob's Dusk Oracle
// ("{T}: You gain 2 life") has been Bob's for turns; under Alice's
// control it would be summoning sick (CR 302.6), but with haste its {T}
// ability is hers to activate (CR 702.10); without the haste, it can't be
// (Borrowed Gaze, the same without haste).
func TestH504StolenCreatureTapAbility(t *testing.T) {
	oracle := h504Crt(t, "Dusk Oracle", "{2}{U}", 1, 3, 0, ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h504Gain(2)}})
	will := sorcery(t, "Borrowed Will", "{1}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn, Keywords: ability.Haste})
	gaze := sorcery(t, "Borrowed Gaze", "{1}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	for _, haste := range []bool{true, false} {
		g := h504Game(t, 20)
		lands(t, g, 0, card.Mountain, 2)
		o := bf(t, g, 1, oracle)
		var s game.ObjectID
		if haste {
			s = hand(t, g, 0, will)
		} else {
			s = hand(t, g, 0, gaze)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, obj(o)))
		resolve(t, g, nil)
		require.Equal(t, game.PlayerID(0), info(t, g, o).Controller)
		if !haste {
			require.Empty(t, h504Listed(g, o))
			h504Rule(t, g.Activate(0, o, 0), "302.6")
			continue
		}
		require.Equal(t, 1, h504ListedWork(t, g, o))
		require.NoError(t, g.Activate(0, o, 0))
		resolve(t, g, nil)
		require.Equal(t, 22, g.Life(0))
	}
}

// 43. Venom Archer: {1}{B} 1/1 deathtouch, lifelink, "{T}: Venom Archer
// deals 1 damage to target creature or planeswalker." Aimed at Vex
// (loyalty 4), the damage removes one loyalty counter (CR 306.8, 119.3c)
// and deathtouch does nothing to a planeswalker that isn't a creature
// (CR 702.2b); lifelink gains Alice 1 all the same (CR 702.15b). Aimed
// at Aegis, Iron Oath (a 2/5 creature planeswalker), deathtouch destroys
// it (CR 704.5h).
func TestH504DeathtouchAbilityAtPlaneswalkers(t *testing.T) {
	archer := h504Crt(t, "Venom Archer", "{1}{B}", 1, 1, ability.Deathtouch|ability.Lifelink, ability.Activated{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlaneswalker}},
		Effects: []ability.Effect{h504Dmg(ability.N(1))}})
	aegis := def(t, card.Definition{Name: "Aegis, Iron Oath", ManaCost: cost("{2}{W}"), Types: ability.Creature | ability.Planeswalker,
		Subtypes: []string{"Aegis"}, Power: C(2), Toughness: C(5), Loyalty: 3,
		Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{h504Gain(1)}}}})
	g := h504Game(t, 20)
	a1 := bf(t, g, 0, archer)
	a2 := bf(t, g, 0, archer)
	v := bf(t, g, 1, h504Vex(t))
	ae := bf(t, g, 1, aegis)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 4, h504ListedWork(t, g, a1), "Vex, Aegis and the two Archers")
	require.NoError(t, g.Activate(0, a1, 0, obj(v)))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, v, game.Loyalty))
	require.Equal(t, zone.Battlefield, info(t, g, v).Zone)
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.Activate(0, a2, 0, obj(ae)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ae))
	require.Equal(t, 22, g.Life(0))
}

// 44. Quicksilver Charm ("{1}: You gain 1 life. Activate only once each
// turn.") activated by Alice; in response Bob casts Borrowed Gear ({1}{U}
// instant, "Gain control of target artifact until end of turn.") on it.
// The restriction follows the object, not its controller (CR 602.5b):
// Bob can't activate the Charm's ability that turn.
func TestH504OncePerTurnSurvivesControlChange(t *testing.T) {
	charm := h504Card(t, "Quicksilver Charm", "{1}", ability.Artifact, ability.Activated{
		Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: []ability.Effect{h504Gain(1)}})
	gear := instant(t, "Borrowed Gear", "{1}{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 4)
	c := bf(t, g, 0, charm)
	gr := hand(t, g, 1, gear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, gr, obj(c)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.PlayerID(1), info(t, g, c).Controller)
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer())
	require.Empty(t, h504Listed(g, c))
	h504Rule(t, g.Activate(1, c, 0), "602.5b")
	resolve(t, g, nil)
	require.Equal(t, []int{21, 20}, lifes(g))
}

// 45. Definitions Check refuses, each a cost or ability the engine can't
// play as written: a mana ability paid with life, a counter or another
// permanent's sacrifice (the engine pays a mana ability only with {T},
// mana and its source's sacrifice, CR 605.3a-b); a mana ability that
// draws, or gains life for another player (CR 605.3b: the engine carries
// out only mana, its controller's damage or life gain without the
// stack); a loyalty cost on an ability that isn't a loyalty ability (CR
// 606.4); a "−X" whose X is also a mana {X} (one X, CR 107.3a); a
// counter the engine doesn't play; an unknown timing; a negative life
// cost. A refusal says so at once, rather than a game misplaying it.
func TestH504CheckRefusesCosts(t *testing.T) {
	var bb mana.Pool
	bb.Add(mana.Black, 2)
	addBB := ability.Effect{Op: ability.OpAddMana, Mana: bb}
	cs := map[string]card.Definition{
		"mana for life": {Name: "Blood Well", Types: ability.Land,
			Activated: []ability.Activated{{Cost: ability.Cost{Life: 1}, Effects: []ability.Effect{addBB}}}},
		"mana for a counter": {Name: "Counting Well", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{PutCounter: "charge"}, Effects: []ability.Effect{addBB}}}},
		"mana for a creature": {Name: "Bone Well", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: []ability.Effect{addBB}}}},
		"mana and a draw": {Name: "Study Well", Types: ability.Land,
			Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{addBB, draw1[0]}}}},
		"mana and an opponent's life": {Name: "Gift Well", Types: ability.Land,
			Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{addBB,
				{Op: ability.OpGainLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}},
		"loyalty cost, no loyalty ability": {Name: "Oath Stone", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{h504Gain(1)}}}},
		"minus X and mana X": {Name: "Twin-X Walker", ManaCost: cost("{2}{B}"), Types: ability.Planeswalker, Subtypes: []string{"Vex"}, Loyalty: 3,
			Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{RemoveCountersX: "loyalty", Mana: cost("{X}")}, Effects: []ability.Effect{h504GainX}}}},
		"unknown counter": {Name: "Shield Stone", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{RemoveCountersX: "shield"}, Effects: []ability.Effect{h504GainX}}}},
		"unknown timing": {Name: "Odd Stone", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Timing: 9, Effects: []ability.Effect{h504Gain(1)}}}},
		"negative life": {Name: "Mend Stone", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Life: -2}, Effects: []ability.Effect{h504Gain(1)}}}},
	}
	for k, d := range cs {
		require.ErrorIs(t, card.Define(d).Check(), card.ErrInvalidDefinition, k)
	}
}

// 46. Ashen Beacon: {1} artifact, "{1}: You gain 1 life. Activate only if
// you control no creatures." and "{T}: Target player loses 1 life.
// Activate only as a sorcery. Activate only once each turn." — every
// restriction at once, and the listing agrees with Apply: in Alice's main
// phase with a creature, only the second is listed; in combat neither;
// on Bob's turn neither (the first because of the creature).
func TestH504ListingMatchesRestrictions(t *testing.T) {
	beacon := h504Card(t, "Ashen Beacon", "{1}", ability.Artifact,
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, OnlyIf: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}},
			Effects: []ability.Effect{h504Gain(1)}},
		ability.Activated{Cost: ability.Cost{Tap: true}, Timing: ability.SorcerySpeed, OncePerTurn: true, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}})
	g := h504Game(t, 20)
	lands(t, g, 0, card.Plains, 2)
	b := bf(t, g, 0, beacon)
	bf(t, g, 0, creature(t, "Beacon Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	for _, a := range h504Listed(g, b) {
		require.Equal(t, 1, a.Ability)
	}
	require.Equal(t, 2, h504ListedWork(t, g, b), "at Alice or Bob")
	h504Rule(t, g.Activate(0, b, 0), "602.5b")
	passTo(t, g, 0, game.BeginCombat)
	require.Empty(t, h504Listed(g, b))
	h504Rule(t, g.Activate(0, b, 1, pl(1)), "602.5d")
	nextTurn(t, g)
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Pass(1))
	require.Empty(t, h504Listed(g, b))
}

// 49. Ruined Outpost: land, "{T}: Add {C}." and "{1}, Sacrifice Ruined
// Outpost: Draw a card." With no other land, Alice taps the Outpost for
// {C} as mana abilities are activated before costs are paid (CR 601.2g),
// then pays {1} with it and sacrifices it (CR 601.2h; a tapped permanent
// can be sacrificed, CR 701.15a). The cost has no {T}, so nothing stops
// its own mana from paying. So too Ruined Vault's "{X}, Exile Ruined
// Vault: You gain X life" with one Plains: X may be 2.
func TestH504OwnManaForSacrificeSelfCost(t *testing.T) {
	var c1 mana.Pool
	c1.Add(mana.Colorless, 1)
	outpost := def(t, card.Definition{Name: "Ruined Outpost", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: c1}}},
		{Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true}, Effects: draw1}}})
	g := h504Game(t, 20)
	o := bf(t, g, 0, outpost)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h504ListedWork(t, g, o))
	require.NoError(t, g.Activate(0, o, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, o))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))

	vault := def(t, card.Definition{Name: "Ruined Vault", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: c1}}},
		{Cost: ability.Cost{Mana: cost("{X}"), ExileSelf: true}, Effects: []ability.Effect{h504GainX}}}})
	g = h504Game(t, 20)
	lands(t, g, 0, card.Plains, 1)
	v := bf(t, g, 0, vault)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.ElementsMatch(t, []int{0, 1, 2}, h504ListedX(g, v, 0))
	require.NoError(t, g.Apply(h504Act(0, v, 0, 2)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}
