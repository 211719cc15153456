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

// Custom cards, twentieth set: planeswalkers, counters and tokens.
// Planeswalkers of our own cast and entering with their loyalty (and
// more), loyalty costs paid down to 0, "for each loyalty counter" read as
// the planeswalker last existed, combat damage to planeswalkers (lifelink,
// trample, a planeswalker that left combat), the uniqueness rule in both
// forms, a loyalty ability's once-a-turn limit across a change of
// control, emblems that outlive their planeswalker or belong to another
// player; +1/+1 and -1/-1 counters annihilating, -1/-1 counters against
// indestructible, charge counters put and removed as costs, counters
// lost when a permanent changes zones; tokens created tapped, with their
// own abilities, leaving the battlefield, copied, counted among
// "creatures you control", and leaving the game with the player who owns
// them; in free-for-all games of three and four and in Two-Headed Giant,
// saved, loaded and cloned in the middle of their decisions.

// h490Vira is "Vira, Storm Caller: {1}{R}{R} planeswalker — Vira, loyalty
// 3. +1: Vira deals 1 damage to target player. −3: Vira deals 4 damage to
// target creature."
func h490Vira(t *testing.T) *card.Definition {
	return walker(t, "Vira, Storm Caller", "{1}{R}{R}", "Vira", 3,
		loyal(1, []ability.TargetSpec{ability.TargetPlayer},
			ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}),
		loyal(-3, []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(4)}))
}

// h490Token is a checked creature token definition of colour c named
// after its creature type sub (CR 110.5c), with its own abilities.
func h490Token(t *testing.T, sub string, p, tg int, c mana.Color, kw ability.Keyword, as []ability.Activated, trs ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: sub, Types: ability.Creature, Subtypes: []string{sub}, Colors: mana.SetOf(c),
		Power: C(p), Toughness: C(tg), Keywords: kw, Activated: as, Triggered: trs})
}

// h490Make is "{mc} sorcery: <who> creates n <tok> tokens" (tapped with
// tapped).
func h490Make(t *testing.T, name, mc string, who ability.Who, tok *card.Definition, n int, tapped bool) *card.Definition {
	return sorcery(t, name, mc, nil, ability.Effect{Op: ability.OpCreateToken, Who: who, Token: tok, Amount: ability.N(n), Tapped: tapped})
}

// h490Counters is "{mc} sorcery: Put n <kind> counters on target
// creature."
func h490Counters(t *testing.T, name, mc, kind string, n int) *card.Definition {
	return sorcery(t, name, mc, []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: kind, Amount: ability.N(n)})
}

// h490Unmake is "{1}{B} instant: Destroy target nonland permanent."
func h490Unmake(t *testing.T) *card.Definition {
	return instant(t, "Unmake the Spark", "{1}{B}", []ability.TargetSpec{ability.TargetNonlandPermanent},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h490Recall is "{U} instant: Return target nonland permanent to its
// owner's hand."
func h490Recall(t *testing.T) *card.Definition {
	return instant(t, "Tidal Recall", "{U}", []ability.TargetSpec{ability.TargetNonlandPermanent},
		ability.Effect{Op: ability.OpBounce, Target: 0})
}

// h490Concede has p concede (CR 104.3a).
func h490Concede(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
}

// h490Plus is PutOptions with n +1/+1 counters.
func h490Plus(n int) game.PutOptions {
	var o game.PutOptions
	o.Counters[game.PlusOne] = n
	return o
}

// h490Count is how many of p's permanents have definition d.
func h490Count(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition) int {
	n := 0
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card == d {
			n++
		}
	}
	return n
}

// h490All lists p's permanents of definition d.
func h490All(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card == d {
			out = append(out, id)
		}
	}
	return out
}

// ---------------------------------------------------------------------
// Part 1. Planeswalkers

// 1. Vira, cast from Alice's hand, enters with 3 loyalty counters, her
// printed loyalty (CR 306.5b, 306.5c). Loyalty abilities don't wait for
// summoning sickness (CR 302.6 is about creatures): she activates the +1
// at once, its cost paid as it is activated (CR 606.4, 602.2b): 4 loyalty
// while it waits on the stack. A second loyalty ability of Vira is
// refused that turn (CR 606.3); the +1 deals Bob 1.
func TestH490WalkerCastEntersWithPrintedLoyalty(t *testing.T) {
	vira := h490Vira(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	bear := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	v := hand(t, g, 0, vira)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, v))
	resolve(t, g, nil)
	pw, ok := g.Follow(v)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, info(t, g, pw).Zone)
	require.Equal(t, 3, counter(t, g, pw, game.Loyalty))
	require.NoError(t, g.Activate(0, pw, 0, pl(1)))
	require.Equal(t, 4, counter(t, g, pw, game.Loyalty))
	h478Refused(t, g, h478Act(0, pw, 1, 0, 0, obj(bear)), nil, "one loyalty ability a turn, and the stack isn't empty")
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	h478Refused(t, g, h478Act(0, pw, 1, 0, 0, obj(bear)), game.ErrNotAllowed, "one loyalty ability a turn, stack empty")
}

// 2. Sarn, Tide Keeper: {2}{U}{U} planeswalker — Sarn, loyalty 3, "Sarn
// enters the battlefield with two additional loyalty counters" and "+1:
// Draw a card." Cast, it has 5 (CR 306.5b and 614.1c, 121.6). Alice
// activates the +1 (6); Bob returns Sarn to her hand in response; the +1
// still resolves (CR 112.7a). Cast again the same turn, Sarn is a new
// object (CR 400.7, 121.2): 5 loyalty again, and its loyalty ability may
// be activated again (CR 606.3: "that permanent").
func TestH490WalkerEntersWithExtraLoyaltyAndReturns(t *testing.T) {
	sarn := def(t, card.Definition{Name: "Sarn, Tide Keeper", ManaCost: cost("{2}{U}{U}"), Types: ability.Planeswalker,
		Subtypes: []string{"Sarn"}, Loyalty: 3, Activated: []ability.Activated{loyal(1, nil, draw1...)},
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "loyalty", Amount: ability.N(2)}})
	rec := h490Recall(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 8)
	lands(t, g, 1, card.Island, 1)
	s := hand(t, g, 0, sarn)
	r := hand(t, g, 1, rec)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	pw := find(t, g, 0, sarn)
	require.Equal(t, 5, counter(t, g, pw, game.Loyalty))
	require.NoError(t, g.Activate(0, pw, 0))
	require.Equal(t, 6, counter(t, g, pw, game.Loyalty))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r, obj(pw)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, pw))
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "Sarn back in hand, and the +1's card")
	nid, _ := g.Follow(pw)
	require.NoError(t, g.Cast(0, nid))
	resolve(t, g, nil)
	pw2 := find(t, g, 0, sarn)
	require.NotEqual(t, pw, pw2)
	require.Equal(t, 5, counter(t, g, pw2, game.Loyalty))
	require.NoError(t, g.Activate(0, pw2, 0), "a new object: no loyalty ability of it activated this turn")
	resolve(t, g, nil)
	require.Equal(t, 6, counter(t, g, pw2, game.Loyalty))
}

// 3. Vira with exactly 3 loyalty activates her −3 at Bob's 4/4: the cost
// leaves her at 0 and she is put into Alice's graveyard as a state-based
// action before anyone gets priority (CR 606.5, 704.5i, 306.9); the
// ability resolves anyway (CR 112.7a) and the 4/4 is destroyed by lethal
// damage (CR 704.5g).
func TestH490MinusToZeroStillResolves(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	pw := bf(t, g, 0, h490Vira(t))
	ox := bf(t, g, 1, creature(t, "Bob's Ox", "{3}{G}", 4, 4, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 1, obj(ox)))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw), "0 loyalty: gone before the ability resolves")
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ox))
}

// h490Lumen is "Lumen, Hearth Warden: {2}{W}{W} planeswalker — Lumen,
// loyalty 3. 0: You gain 1 life for each loyalty counter on Lumen."
func h490Lumen(t *testing.T) *card.Definition {
	return walker(t, "Lumen, Hearth Warden", "{2}{W}{W}", "Lumen", 3,
		loyal(0, nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "loyalty"}}))
}

// 4. Lumen's 0 on the stack, Bob answers. Saved and cloned there: (a) he
// destroys Lumen: the count uses Lumen as it last existed on the
// battlefield, 3 counters, and Alice gains 3 (CR 608.2g, 112.7a); (b) he
// deals Alice 2 with his Flame Javelin and redirects it to Lumen
// (CR 306.7), which keeps 1 loyalty (CR 306.8): Alice gains 1, the
// count taken as the ability resolves (CR 608.2g).
func TestH490LoyaltyCountAsLastExisted(t *testing.T) {
	lumen := h490Lumen(t)
	un := h490Unmake(t)
	jav := h482Bolt(t, "Flame Javelin", "{1}{R}", 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	pw := bf(t, g, 0, lumen)
	lands(t, g, 1, card.Swamp, 2)
	lands(t, g, 1, card.Mountain, 2)
	u := hand(t, g, 1, un)
	j := hand(t, g, 1, jav)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0))
	require.NoError(t, g.Pass(0))
	gs := h479Copies(t, g, lumen, un, jav)
	require.NoError(t, gs[1].Cast(1, u, obj(pw)))
	resolve(t, gs[1], nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, gs[1], pw))
	require.Equal(t, 23, gs[1].Life(0), "3 counters as Lumen last existed")
	x := gs[2]
	require.NoError(t, x.Cast(1, j, pl(0)))
	passStack(t, x)
	require.Equal(t, game.DecideRedirect, x.Pending().Kind, x.Prompt(game.English))
	require.Equal(t, game.PlayerID(1), x.Pending().Player)
	require.NoError(t, x.Apply(chooseObj(1, pw)))
	resolve(t, x, nil)
	require.Equal(t, 1, counter(t, x, pw, game.Loyalty))
	require.Equal(t, 21, x.Life(0))
}

// 5. Bob's 3/3 lifelink Knight attacks Alice's Lumen (5 loyalty), unblocked:
// its combat damage removes 3 loyalty counters (CR 306.8, 119.3c), Bob
// gains 3 (CR 702.15b, 119.3f) and Alice loses nothing. A second attack
// next turn with 3 more takes Lumen's last 2 counters: Lumen is put into
// the graveyard (CR 704.5i) and the rest of the damage goes nowhere (Alice
// still 20); Bob gains 3 again, all the damage dealt.
func TestH490LifelinkAttackOnWalker(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	pw := bf(t, g, 0, h490Lumen(t), withLoyalty(5))
	k := bf(t, g, 1, creature(t, "Bob's Knight", "{2}{W}", 3, 3, ability.Lifelink, "Knight"))
	require.NoError(t, g.Start(2, 1, game.Main1))
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: k, Player: game.NoPlayer, Planeswalker: pw})
	combatTo(t, g, game.Main2)
	require.Equal(t, 2, counter(t, g, pw, game.Loyalty))
	require.Equal(t, []int{20, 23}, lifes(g))
	passTo(t, g, 1, game.Main1)
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: k, Player: game.NoPlayer, Planeswalker: pw})
	combatTo(t, g, game.Main2)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw))
	require.Equal(t, []int{20, 26}, lifes(g))
}

// 6. Bob's 5/5 trampler attacks Alice's Lumen (3 loyalty); Alice blocks
// with a 1/1. Lethal damage to the blocker first, the rest to the
// planeswalker it attacks (CR 702.19b): Lumen loses all 3 counters and
// more is assigned there, never to Alice (CR 702.19d), who stays at 20.
// Saved while the blockers are declared.
func TestH490TrampleIntoWalker(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	pw := bf(t, g, 0, h490Lumen(t))
	ch := bf(t, g, 0, creature(t, "Alice's Squire", "{W}", 1, 1, 0, "Human"))
	tr := bf(t, g, 1, creature(t, "Bob's Crusher", "{4}{G}", 5, 5, ability.Trample, "Beast"))
	require.NoError(t, g.Start(2, 1, game.Main1))
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: tr, Player: game.NoPlayer, Planeswalker: pw})
	toBlockers(t, g)
	gs := h479Copies(t, g, info(t, g, pw).Card, info(t, g, ch).Card, info(t, g, tr).Card)
	for _, x := range gs {
		block(t, x, 0, game.Block{Blocker: ch, Attacker: tr})
		combatTo(t, x, game.Main2)
		require.Equal(t, zone.Graveyard, zoneOf(t, x, ch))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, pw))
		require.Equal(t, []int{20, 20}, lifes(x))
	}
	h479Same(t, gs)
}

// 7. Four players. Bob controls Tavi, Ember Warden, Carol Orrin, Cinder
// Warden and Dave Sella, Ash Warden; Alice casts Tavi and Orrin, Twin
// Sparks, a planeswalker with two planeswalker types (CR 306.3). By the
// guide's uniqueness rule, the engine's default (docs/rules.md; the 2017
// form is CR 704.5j, 306.4), every planeswalker sharing a type with
// another is put into its owner's graveyard at once, whoever controls it:
// Alice's, Bob's and Carol's; Dave's Sella stays.
func TestH490UniquenessAllAcrossPlayers(t *testing.T) {
	dual := def(t, card.Definition{Name: "Tavi and Orrin, Twin Sparks", ManaCost: cost("{3}{R}"), Types: ability.Planeswalker,
		Subtypes: []string{"Tavi", "Orrin"}, Loyalty: 4, Activated: []ability.Activated{loyal(1, nil, gain(1)...)}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	tb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"))
	oc := bf(t, g, 2, h482Tavi(t, "Orrin, Cinder Warden", "Orrin"))
	sd := bf(t, g, 3, h482Tavi(t, "Sella, Ash Warden", "Sella"))
	m := hand(t, g, 0, dual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, tb))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, oc))
	require.False(t, gone(g, sd))
}

// 8. Bob's 5/5 trampler and 2/2 Bear attack Alice's Lumen; she blocks
// the trampler with a 1/1, then returns Lumen to her hand. Each attacker
// goes on attacking nothing (CR 506.4c): the Bear deals no combat damage,
// and the trampler assigns lethal damage to its blocker and none of the
// rest to Alice (CR 702.19d: "even if that planeswalker has been removed
// from combat"). Alice stays at 20. Cloned after the Recall.
func TestH490TrampleWalkerGone(t *testing.T) {
	lumen := h490Lumen(t)
	rec := h490Recall(t)
	sq := creature(t, "Alice's Squire", "{W}", 1, 1, 0, "Human")
	cr := creature(t, "Bob's Crusher", "{4}{G}", 5, 5, ability.Trample, "Beast")
	br := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 5)
	pw := bf(t, g, 0, lumen)
	ch := bf(t, g, 0, sq)
	lands(t, g, 0, card.Island, 1)
	r := hand(t, g, 0, rec)
	tr := bf(t, g, 1, cr)
	b := bf(t, g, 1, br)
	require.NoError(t, g.Start(2, 1, game.Main1))
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: tr, Player: game.NoPlayer, Planeswalker: pw},
		game.Attack{Attacker: b, Player: game.NoPlayer, Planeswalker: pw})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: ch, Attacker: tr})
	for i := 0; i < 10 && !g.MayAnswer(0); i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DeclareBlockers, g.Step())
	require.NoError(t, g.Cast(0, r, obj(pw)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, pw))
	gs := h479Copies(t, g, lumen, rec, sq, cr, br)
	for _, x := range gs {
		combatTo(t, x, game.Main2)
		require.Equal(t, zone.Graveyard, zoneOf(t, x, ch))
		require.Equal(t, []int{20, 20}, lifes(x), "no damage to Alice from an attack on a planeswalker")
	}
	h479Same(t, gs)
}

// 9. Rules option uniqueness=choose-one (CR 704.5j), three players.
// Alice controls Tavi, Ember Warden and Bob Tavi, Coal Warden; Alice
// casts Tavi and Orrin, Twin Sparks. Only Alice controls two Tavis: she
// chooses one (saved and loaded while she chooses), the other goes to
// her graveyard; Bob's Tavi stays, since the rule is per player
// ("If a player controls two or more").
func TestH490UniquenessChooseOnePerPlayer(t *testing.T) {
	dual := def(t, card.Definition{Name: "Tavi and Orrin, Twin Sparks", ManaCost: cost("{3}{R}"), Types: ability.Planeswalker,
		Subtypes: []string{"Tavi", "Orrin"}, Loyalty: 4, Activated: []ability.Activated{loyal(1, nil, gain(1)...)}})
	ta := h482Tavi(t, "Tavi, Ember Warden", "Tavi")
	tb := h482Tavi(t, "Tavi, Coal Warden", "Tavi")
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}},
		Rules: game.Rules{Uniqueness: game.UniquenessChooseOne}})
	require.NoError(t, err)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	old := bf(t, g, 0, ta)
	bobs := bf(t, g, 1, tb)
	m := hand(t, g, 0, dual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NotContains(t, choices(g), bobs)
	gs := h479Copies(t, g, dual, ta, tb)
	for i, x := range gs {
		keep := old
		if i == 1 {
			keep, _ = x.Follow(m)
		}
		require.NoError(t, x.Apply(chooseObj(0, keep)))
		resolve(t, x, nil)
		require.False(t, gone(x, keep))
		require.False(t, gone(x, bobs), "Bob controls one Tavi only")
		require.Equal(t, 1, x.ZoneLen(0, zone.Graveyard))
	}
	h479Same(t, []*game.Game{gs[0], gs[2]})
}

// h490Giver is "Kessa, Oathbreaker: {1}{U}{U} planeswalker — Kessa,
// loyalty 4. +1: You gain 1 life. 0: Target player gains control of
// Kessa."
func h490Giver(t *testing.T) *card.Definition {
	return walker(t, "Kessa, Oathbreaker", "{1}{U}{U}", "Kessa", 4, loyal(1, nil, gain(1)...),
		loyal(0, []ability.TargetSpec{ability.TargetPlayer}, ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectSelf,
			Who: ability.WhoTarget, Target: 0, Duration: ability.Permanently}))
}

// 10. Two-Headed Giant: Alice activates Kessa's 0, giving Kessa to her
// teammate Bob, who shares her turn (CR 805). Bob may not activate a
// loyalty ability of Kessa this turn: one was activated already
// (CR 606.3: "only if no player has previously activated a loyalty
// ability of that permanent that turn"). In the team's next turn he
// may.
func TestH490LoyaltyOnceAcrossControlChange(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 5)
	pw := bf(t, g, 0, h490Giver(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 1, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, pw).Controller)
	require.Equal(t, 4, counter(t, g, pw, game.Loyalty))
	require.False(t, h478Listed(g, pw, 0))
	h478Refused(t, g, h478Act(1, pw, 0, 0, 0), game.ErrNotAllowed, "Kessa's loyalty ability was activated this turn")
	passTo(t, g, 2, game.Main1)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(1, pw, 0))
	resolve(t, g, nil)
	require.Equal(t, 5, counter(t, g, pw, game.Loyalty))
	require.Equal(t, 31, g.Life(1))
}

// 11. Three players: Alice gives Kessa to Carol with its 0 (4 loyalty),
// Bob's Flame Javelin (3) aimed at Carol is redirected to Kessa (CR 306.7:
// a planeswalker Carol controls): 1 loyalty left. Carol concedes
// (CR 104.3a): the effect that gave her control ends (CR 800.4a) and
// Kessa, which Alice owns, stays on the battlefield under Alice's
// control, still the same permanent with its 1 counter; Alice still may
// not activate it this turn (CR 606.3).
func TestH490GivenWalkerComesBackWhenPlayerLeaves(t *testing.T) {
	kessa := h490Giver(t)
	jav := h482Bolt(t, "Flame Javelin", "{1}{R}", 3)
	g := newGame(t, 3)
	libs(t, g, 5)
	pw := bf(t, g, 0, kessa)
	lands(t, g, 1, card.Mountain, 2)
	j := hand(t, g, 1, jav)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 1, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, pw).Controller)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, j, pl(2)))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Contains(t, choices(g), pw)
	require.NoError(t, g.Apply(chooseObj(1, pw)))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, pw, game.Loyalty))
	gs := h479Copies(t, g, kessa, jav)
	for _, x := range gs {
		h490Concede(t, x, 2)
		require.True(t, x.Lost(2))
		require.False(t, gone(x, pw), "Alice owns Kessa: it stays")
		require.Equal(t, game.PlayerID(0), info(t, x, pw).Controller)
		require.Equal(t, 1, counter(t, x, pw, game.Loyalty))
		for i := 0; i < 5 && x.Pending().Player != 0; i++ {
			require.NoError(t, x.Pass(x.Pending().Player))
		}
		h478Refused(t, x, h478Act(0, pw, 0, 0, 0), nil, "once a turn, whoever activated it")
	}
	h479Same(t, gs)
}

// h490Ward is an emblem "Whenever a creature attacks you, you gain 2
// life."
func h490Ward(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Orsa Emblem", Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYou, Effects: gain(2)}}})
}

// h490Orsa is "Orsa, Wall Caller: {2}{W} planeswalker — Orsa, loyalty 2.
// −1: Target player gets an emblem with "Whenever a creature attacks you,
// you gain 2 life."" (with −2 when minus2).
func h490Orsa(t *testing.T, ward *card.Definition, minus int) *card.Definition {
	return walker(t, "Orsa, Wall Caller", "{2}{W}", "Orsa", 2,
		loyal(-minus, []ability.TargetSpec{ability.TargetPlayer}, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoTarget, Target: 0, Token: ward}))
}

// 12. Three players. Orsa (2 loyalty) uses her −2 on Alice: Orsa is put
// into the graveyard at once (CR 704.5i), and the ability still gives
// Alice the emblem (CR 112.7a), which works from the command zone
// (CR 113.2, 113.4). Bob attacks Alice with two creatures and Carol
// with one: Alice's emblem triggers for each creature attacking her
// (CR 508.3a), twice: she gains 4, and is dealt 4.
// Carol gains nothing.
func TestH490EmblemOutlivesWalker(t *testing.T) {
	ward := h490Ward(t)
	g := newGame(t, 3)
	libs(t, g, 5)
	pw := bf(t, g, 0, h490Orsa(t, ward, 2))
	a1 := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	a2 := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	a3 := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0, pl(0)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pw))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Command))
	passTo(t, g, 1, game.Main1)
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: a1, Player: 0}, game.Attack{Attacker: a2, Player: 0}, game.Attack{Attacker: a3, Player: 2})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20 - 4 + 4, 20, 18}, lifes(g))
}

// 13. Three players. Orsa's −1 gives Carol an emblem: Carol owns and
// controls it (CR 113.2). Alice concedes (CR 104.3a): her Orsa leaves the
// game with her (CR 800.4a), but Carol's emblem stays; when Bob attacks
// Carol, it triggers for her: she gains 2. Saved with the emblem.
func TestH490EmblemOfAnotherPlayerStays(t *testing.T) {
	ward := h490Ward(t)
	orsa := h490Orsa(t, ward, 1)
	bear := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 5)
	pw := bf(t, g, 0, orsa)
	a := bf(t, g, 1, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(2, zone.Command))
	require.Equal(t, 0, g.ZoneLen(0, zone.Command))
	h490Concede(t, g, 0)
	require.True(t, gone(g, pw))
	gs := h479Copies(t, g, ward, orsa, bear)
	for _, x := range gs {
		require.Equal(t, 1, x.ZoneLen(2, zone.Command))
		passTo(t, x, 1, game.Main1)
		toAttackers(t, x)
		attack(t, x, 1, game.Attack{Attacker: a, Player: 2})
		combatTo(t, x, game.Main2)
		require.Equal(t, 20, x.Life(2), "gained 2, then dealt 2")
		require.Equal(t, 20, x.Life(1))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 2. Counters

// 14. Bob's 2/2 Bear with two +1/+1 counters (a 4/4) gets three -1/-1
// counters from Alice's Withering Curse: as a state-based action two of
// each are removed (CR 704.5r, 121.3), leaving one -1/-1 counter: a 1/1
// (CR 613.3d). Saved and loaded after; a Growth Surge (+1/+1 counter)
// then removes the last -1/-1 counter with itself: 2/2, no counters.
func TestH490AnnihilationLeavesRemainder(t *testing.T) {
	curse := h490Counters(t, "Withering Curse", "{1}{B}", "-1/-1", 3)
	surge := h490Counters(t, "Growth Surge", "{G}", "+1/+1", 1)
	bear := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Forest, 1)
	b := bf(t, g, 1, bear, h490Plus(2))
	c := hand(t, g, 0, curse)
	s := hand(t, g, 0, surge)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.NoError(t, g.Cast(0, c, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, 0, counter(t, g, b, game.PlusOne))
	require.Equal(t, 1, counter(t, g, b, game.MinusOne))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))
	gs := h479Copies(t, g, curse, surge, bear)
	for _, x := range gs {
		require.NoError(t, x.Cast(0, s, obj(b)))
		resolve(t, x, nil)
		require.Equal(t, 0, counter(t, x, b, game.PlusOne))
		require.Equal(t, 0, counter(t, x, b, game.MinusOne))
		require.Equal(t, [2]int{2, 2}, pt(t, x, b))
	}
	h479Same(t, gs)
}

// 15. Bob's Stone Colossus, 3/3 indestructible with "When this dies, you
// gain 3 life" and a regeneration ability he uses, gets three -1/-1
// counters: toughness 0, it is put into the graveyard anyway (CR 704.5f:
// not destruction, so indestructible doesn't stop it, CR 702.12b, and
// "Regeneration can't replace this event"); it died, so its ability
// triggers (CR 700.4): Bob gains 3.
func TestH490MinusCountersKillIndestructible(t *testing.T) {
	curse := h490Counters(t, "Withering Curse", "{1}{B}", "-1/-1", 3)
	col := def(t, card.Definition{Name: "Stone Colossus", ManaCost: cost("{4}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(3), Toughness: C(3), Keywords: ability.Indestructible,
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(3)}},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")},
			Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Plains, 1)
	c := bf(t, g, 1, col)
	cu := hand(t, g, 0, curse)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, cu, obj(c)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, c, 0))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, 23, g.Life(1))
}

// h490Battery is "Storm Battery: {2} artifact, {T}: Put a charge counter
// on Storm Battery. {1}, Remove X charge counters from Storm Battery:
// It deals X damage to target creature or player."
func h490Battery(t *testing.T) *card.Definition {
	return h478Art(t, "Storm Battery", "{2}",
		ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}},
		ability.Activated{Cost: ability.Cost{Mana: cost("{1}"), RemoveCountersX: "charge"}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}})
}

// 16. Counters on a noncreature permanent (CR 121.1): Alice's Storm
// Battery gathers a charge counter each turn (CR 121.6). With two, X = 3
// can't be paid and is refused, changing nothing (CR 117.3, 602.2b,
// 601.2h); X = 2 is paid (both counters removed as it is activated) and
// deals Bob 2. The counters are gone even though the ability waits on
// the stack.
func TestH490ChargeCountersRemovedAsCost(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	bat := bf(t, g, 0, h490Battery(t))
	lands(t, g, 0, card.Mountain, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, bat, 0))
	resolve(t, g, nil)
	passTo(t, g, 1, game.Main1)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, bat, 0))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, bat, game.Charge))
	h478Refused(t, g, h478Act(0, bat, 1, 3, 0, pl(1)), game.ErrCantPay, "three charge counters needed, two there")
	require.NoError(t, g.Apply(h478Act(0, bat, 1, 2, 0, pl(1))))
	require.Equal(t, 0, counter(t, g, bat, game.Charge))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 17. Martyr Hound: {1}{B} 2/2 Hound, "Put a -1/-1 counter on Martyr
// Hound: You gain 2 life." (a counter put as a cost, CR 117.1). With a
// +1/+1 counter, the first activation's -1/-1 counter annihilates with
// it (CR 704.5r): back to a 2/2 with no counters. Two more make it a 0/0
// that is put into the graveyard (CR 704.5f) while the last ability
// waits on the stack; it still resolves (CR 112.7a): 6 life in all.
func TestH490PutMinusCounterCost(t *testing.T) {
	hound := h478Crt(t, "Martyr Hound", "{1}{B}", 2, 2, 0, "Hound",
		ability.Activated{Cost: ability.Cost{PutCounter: "-1/-1"}, Effects: gain(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, hound, h490Plus(1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0))
	resolve(t, g, nil)
	require.Equal(t, 0, counter(t, g, h, game.PlusOne))
	require.Equal(t, 0, counter(t, g, h, game.MinusOne))
	require.Equal(t, [2]int{2, 2}, pt(t, g, h))
	require.NoError(t, g.Activate(0, h, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, h))
	require.NoError(t, g.Activate(0, h, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	resolve(t, g, nil)
	require.Equal(t, 26, g.Life(0))
}

// h490Sprout is "Coil Sprout: {1}{G} 0/0 Plant, enters the battlefield
// with two +1/+1 counters."
func h490Sprout(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Coil Sprout", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Plant"},
		Power: C(0), Toughness: C(0),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)}})
}

// 18. Coil Sprout enters with two +1/+1 counters (CR 614.1c, 121.6): a
// 2/2 that survives as a 0/0 never would. A Growth Surge makes three;
// Bob returns it to Alice's hand: its counters cease to exist
// (CR 121.2, 400.7). Cast again it is a new object with two counters,
// not three.
func TestH490EntersWithCountersFreshAfterReturn(t *testing.T) {
	sprout := h490Sprout(t)
	surge := h490Counters(t, "Growth Surge", "{G}", "+1/+1", 1)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 5)
	lands(t, g, 1, card.Island, 1)
	sp := hand(t, g, 0, sprout)
	s := hand(t, g, 0, surge)
	r := hand(t, g, 1, h490Recall(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, sp))
	resolve(t, g, nil)
	id := find(t, g, 0, sprout)
	require.Equal(t, [2]int{2, 2}, pt(t, g, id))
	require.NoError(t, g.Cast(0, s, obj(id)))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, id, game.PlusOne))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r, obj(id)))
	resolve(t, g, nil)
	nid, ok := g.Follow(id)
	require.True(t, ok)
	require.Equal(t, zone.Hand, info(t, g, nid).Zone)
	require.Equal(t, 0, counter(t, g, nid, game.PlusOne))
	require.NoError(t, g.Cast(0, nid))
	resolve(t, g, nil)
	id2 := find(t, g, 0, sprout)
	require.Equal(t, 2, counter(t, g, id2, game.PlusOne))
	require.Equal(t, [2]int{2, 2}, pt(t, g, id2))
}

// 19. Hoard Beetle: {2}{G} 1/1 Insect, "When Hoard Beetle dies, you gain 1
// life for each +1/+1 counter on it." With three +1/+1 counters it gets
// one -1/-1 counter (two +1/+1 left after CR 704.5r), then is destroyed:
// the ability counts the counters it had as it last existed on the
// battlefield (CR 603.10a): Bob gains 2.
func TestH490DiesCountsCountersAfterAnnihilation(t *testing.T) {
	beetle := def(t, card.Definition{Name: "Hoard Beetle", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Insect"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	b := bf(t, g, 1, beetle, h490Plus(3))
	c := hand(t, g, 0, h490Counters(t, "Withering Touch", "{B}", "-1/-1", 1))
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, b, game.PlusOne))
	require.Equal(t, 0, counter(t, g, b, game.MinusOne))
	require.NoError(t, g.Cast(0, k, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
	require.Equal(t, 22, g.Life(1))
}

// 20. Hoard Idol: {3} artifact, "{T}: Put a charge counter on Hoard Idol"
// and "Sacrifice Hoard Idol: Draw a card for each charge counter on
// it." With three counters, sacrificed as the cost: the count uses the
// Idol as it last existed on the battlefield (CR 608.2g, 112.7a): Alice
// draws 3.
func TestH490SacrificeCountsChargeCounters(t *testing.T) {
	idol := h478Art(t, "Hoard Idol", "{3}",
		ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}},
		ability.Activated{Cost: ability.Cost{SacrificeSelf: true}, Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge"}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	var o game.PutOptions
	o.Counters[game.Charge] = 2
	i := bf(t, g, 0, idol, o)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, i, 0))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, i, game.Charge))
	require.NoError(t, g.Activate(0, i, 1))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, i))
	resolve(t, g, nil)
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
}

// 21. Counters on a noncreature permanent (CR 121.1a, 208.3a): Alice's
// Clockwork Idol, an artifact, holds two +1/+1 counters that do nothing
// while it isn't a creature. Her Animate Brass makes it a 2/2 artifact
// creature until end of turn (layer 7b, CR 613.3b); its counters then
// apply on top (layer 7d, CR 613.3d): a 4/4. When the effect ends in the
// cleanup step (CR 514.2) it is an artifact again, counters kept.
func TestH490CountersOnArtifactThatBecomesCreature(t *testing.T) {
	idol := def(t, card.Definition{Name: "Clockwork Idol", ManaCost: cost("{3}"), Types: ability.Artifact})
	anim := instant(t, "Animate Brass", "{1}{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 2, Toughness: 2, AddTypes: ability.Creature, AddSubtype: "Construct"})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	i := bf(t, g, 0, idol, h490Plus(2))
	a := hand(t, g, 0, anim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Zero(t, info(t, g, i).Types&ability.Creature)
	require.NoError(t, g.Cast(0, a, obj(i)))
	resolve(t, g, nil)
	require.NotZero(t, info(t, g, i).Types&ability.Creature)
	require.Equal(t, [2]int{4, 4}, pt(t, g, i))
	passTo(t, g, 1, game.Main1)
	require.Zero(t, info(t, g, i).Types&ability.Creature)
	require.Equal(t, 2, counter(t, g, i, game.PlusOne))
}

// 22. Alice's Scorn Cloud: "Put a -1/-1 counter on each creature." Her
// two 1/1 Spirit tokens die and, once in the graveyard, cease to exist
// (CR 704.5f, 704.5d, 110.5f); Bob's Bear with a +1/+1 counter keeps
// neither counter (CR 704.5r): a 2/2 again; his 2/2 Wolf becomes a 1/1.
// Alice's Grave Tally ("Whenever a creature you control dies, you gain 1
// life") sees both tokens die (CR 700.4): she gains 2.
func TestH490MinusCounterEachCreatureTokens(t *testing.T) {
	wisp := h490Token(t, "Spirit", 1, 1, mana.White, ability.Flying, nil)
	cloud := sorcery(t, "Scorn Cloud", "{2}{B}", nil, ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Counter: "-1/-1", Amount: ability.N(1)})
	tally := h476Ench(t, "Grave Tally", "{1}{B}", nil, ability.Triggered{Event: ability.CreatureDies,
		Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide}, Effects: gain(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	bf(t, g, 0, tally)
	var tok game.PutOptions
	tok.Token = true
	bf(t, g, 0, wisp, tok)
	bf(t, g, 0, wisp, tok)
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"), h490Plus(1))
	w := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	c := hand(t, g, 0, cloud)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	require.Equal(t, 0, h490Count(t, g, 0, wisp))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "the sorcery only: the tokens ceased to exist")
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.Equal(t, 0, counter(t, g, b, game.PlusOne)+counter(t, g, b, game.MinusOne))
	require.Equal(t, [2]int{1, 1}, pt(t, g, w))
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 3. Tokens

// 23. Alice's Muster at Dusk creates two 1/1 Soldier-like Watchmen tapped
// (CR 110.6b: "unless a spell or ability says otherwise"). In her turn
// they can't attack (tapped, and sick: CR 508.1a, 302.6); in Bob's they
// are still tapped and can't block (CR 509.1a); in her next turn they
// untap and attack.
func TestH490TokensCreatedTapped(t *testing.T) {
	watch := h490Token(t, "Soldier", 1, 1, mana.White, 0, nil)
	muster := h490Make(t, "Muster at Dusk", "{1}{W}", ability.WhoYou, watch, 2, true)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	m := hand(t, g, 0, muster)
	bb := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	resolve(t, g, nil)
	ts := h490All(t, g, 0, watch)
	require.Len(t, ts, 2)
	for _, id := range ts {
		o := info(t, g, id)
		require.True(t, o.Token)
		require.True(t, o.Tapped)
		require.False(t, g.CanAttack(id))
	}
	passTo(t, g, 1, game.Main1)
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: bb, Player: 0})
	require.False(t, g.CanBlock(ts[0], bb))
	require.False(t, g.CanBlock(ts[1], bb))
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(0), "unblocked")
	passTo(t, g, 0, game.Main1)
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: ts[0], Player: 1}, game.Attack{Attacker: ts[1], Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(1))
}

// 24. A token with abilities of its own (CR 110.5b): Ember Imp tokens,
// 1/1 "Sacrifice this creature: It deals 1 damage to target creature or
// player." Alice sacrifices one to deal Bob 1: it goes to her graveyard,
// then ceases to exist (CR 110.5f, 704.5d) while its ability waits on
// the stack and still resolves (CR 112.7a). Her Gravecaller's Mercy
// ("Whenever a creature you control dies, return it to its owner's
// hand") triggers, and finds nothing: a token that left the battlefield
// can't move again (CR 110.5g). Saved while the abilities wait.
func TestH490TokenOwnAbilityAndMercy(t *testing.T) {
	imp := h490Token(t, "Imp", 1, 1, mana.Red, 0, []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
		Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}})
	call := h490Make(t, "Call the Imps", "{1}{R}", ability.WhoYou, imp, 2, false)
	mercy := h479Mercy(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, mercy)
	c := hand(t, g, 0, call)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	ts := h490All(t, g, 0, imp)
	require.Len(t, ts, 2)
	require.NoError(t, g.Activate(0, ts[0], 0, pl(1)))
	h479Order(t, g)
	require.Equal(t, 2, g.StackLen(), "the ability and the Mercy's trigger")
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "Call the Imps only")
	gs := h479Copies(t, g, imp, call, mercy)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 19, x.Life(1))
		require.Equal(t, 0, x.ZoneLen(0, zone.Hand), "no token returned to a hand")
		require.Equal(t, 1, h490Count(t, x, 0, imp))
	}
	h479Same(t, gs)
}

// 25. Bob returns Alice's Imp token to her hand: it ceases to exist there
// (CR 110.5f, 704.5d): her hand holds only what it held. Her Mirror
// Adept, cast next, may copy her other Imp token: it becomes an Imp with
// the token's ability (CR 706.2, 110.5b's values are copiable), but it is
// a card, not a token (CR 110.5e); bounced, it returns to her hand as
// Mirror Adept (CR 400.7).
func TestH490BouncedTokenAndCopiedToken(t *testing.T) {
	imp := h490Token(t, "Imp", 1, 1, mana.Red, 0, []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
		Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}})
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Island, 2)
	var tok game.PutOptions
	tok.Token = true
	t1 := bf(t, g, 0, imp, tok)
	t2 := bf(t, g, 0, imp, tok)
	m := hand(t, g, 0, adept)
	r1 := hand(t, g, 1, h490Recall(t))
	r2 := hand(t, g, 1, h490Recall(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r1, obj(t1)))
	resolve(t, g, nil)
	require.True(t, gone(g, t1))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "only Mirror Adept")
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(chooseObj(0, t2)))
	resolve(t, g, nil)
	cp, ok := g.Follow(m)
	require.True(t, ok)
	ci := info(t, g, cp)
	require.Equal(t, "Imp", ci.Card.Name)
	require.False(t, ci.Token)
	require.True(t, h478Listed(g, cp, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r2, obj(cp)))
	resolve(t, g, nil)
	back, ok := g.Follow(cp)
	require.True(t, ok)
	require.Equal(t, zone.Hand, info(t, g, back).Zone)
	require.Equal(t, "Mirror Adept", info(t, g, back).Card.Name)
}

// h490Rally is "{1}{W} sorcery: You gain 1 life for each creature you
// control."
func h490Rally(t *testing.T) *card.Definition {
	return sorcery(t, "Rally Count", "{1}{W}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
		Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}})
}

// h490Seize is "{2}{U}{U} sorcery: Gain control of target creature."
func h490Seize(t *testing.T) *card.Definition {
	return sorcery(t, "Seize the Will", "{2}{U}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
}

// 26. Four players. Alice's Spirit Gift: "Each opponent creates a 1/1
// blue Faerie token with flying": Bob, Carol and Dave each create one, and each
// owns and controls it (CR 110.5a). Alice seizes Bob's token; her Rally
// Count then counts it among "creatures you control" with her Bear: she
// gains 2. Bob concedes (CR 104.3a): his token, which he owns though
// Alice controls it, leaves the game with him (CR 800.4a); Carol's and
// Dave's stay. Saved before the concession.
func TestH490TokensOfLeavingOwner(t *testing.T) {
	sp := h490Token(t, "Faerie", 1, 1, mana.Blue, ability.Flying, nil)
	gift := h490Make(t, "Spirit Gift", "{1}{W}", ability.WhoEachOpponent, sp, 1, false)
	seize := h490Seize(t)
	rally := h490Rally(t)
	bear := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	lands(t, g, 0, card.Island, 4)
	bf(t, g, 0, bear)
	gi := hand(t, g, 0, gift)
	se := hand(t, g, 0, seize)
	ra := hand(t, g, 0, rally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gi))
	resolve(t, g, nil)
	for p := game.PlayerID(1); p < 4; p++ {
		ids := h490All(t, g, p, sp)
		require.Len(t, ids, 1)
		require.Equal(t, p, info(t, g, ids[0]).Owner)
	}
	require.Equal(t, 0, h490Count(t, g, 0, sp))
	bt := h490All(t, g, 1, sp)[0]
	require.NoError(t, g.Cast(0, se, obj(bt)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, bt).Controller)
	require.NoError(t, g.Cast(0, ra))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	gs := h479Copies(t, g, sp, gift, seize, rally, bear)
	for _, x := range gs {
		h490Concede(t, x, 1)
		require.True(t, gone(x, bt), "Bob's token left the game with him")
		require.Equal(t, 0, h490Count(t, x, 0, sp))
		require.Equal(t, 1, h490Count(t, x, 2, sp))
		require.Equal(t, 1, h490Count(t, x, 3, sp))
	}
	h479Same(t, gs)
}

// 27. Three players. Alice's Spirit token (hers, CR 110.5a) is seized by
// Bob in his turn. Bob concedes: the effect giving him control ends
// (CR 800.4a) and the token stays on the battlefield under Alice's
// control. She has not controlled it continuously since her most recent
// turn began, so it is summoning sick (CR 302.6) until her next turn,
// when it attacks.
func TestH490StolenTokenReturns(t *testing.T) {
	sp := h490Token(t, "Spirit", 1, 1, mana.White, ability.Flying, nil)
	g := newGame(t, 3)
	libs(t, g, 5)
	var tok game.PutOptions
	tok.Token = true
	id := bf(t, g, 0, sp, tok)
	lands(t, g, 1, card.Island, 4)
	se := hand(t, g, 1, h490Seize(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, se, obj(id)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, id).Controller)
	h490Concede(t, g, 1)
	require.False(t, gone(g, id))
	o := info(t, g, id)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.True(t, o.Token)
	require.True(t, o.SummoningSick)
	passTo(t, g, 0, game.Main1)
	require.False(t, info(t, g, id).SummoningSick)
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: id, Player: 2})
	combatTo(t, g, game.Main2)
	require.Equal(t, 19, g.Life(2))
}

// 28. Host Seraph: {3}{W}{W} Angel with flying, "Host Seraph's power and
// toughness are each equal to the number of creatures you control"
// (CR 604.3, 613.3a). With Alice's two Soldier tokens it is a 3/3: tokens
// are creatures she controls (CR 110.5e). Bob's Scorn Cloud (a -1/-1
// counter on each creature) kills both tokens (CR 704.5f) and leaves the
// Seraph a 1/1 less its counter: 0/0, put into the graveyard as well,
// at the next check (CR 704.3).
func TestH490SeraphCountsTokens(t *testing.T) {
	sol := h490Token(t, "Soldier", 1, 1, mana.White, 0, nil)
	ser := def(t, card.Definition{Name: "Host Seraph", ManaCost: cost("{3}{W}{W}"), Types: ability.Creature, Subtypes: []string{"Angel"},
		Power: C(0), Toughness: C(0), Keywords: ability.Flying, Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}}})
	cloud := sorcery(t, "Scorn Cloud", "{2}{B}", nil, ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Counter: "-1/-1", Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, ser)
	var tok game.PutOptions
	tok.Token = true
	bf(t, g, 0, sol, tok)
	bf(t, g, 0, sol, tok)
	lands(t, g, 1, card.Swamp, 3)
	c := hand(t, g, 1, cloud)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))
	require.NoError(t, g.Cast(1, c))
	resolve(t, g, nil)
	require.Equal(t, 0, h490Count(t, g, 0, sol))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 29. Two-Headed Giant: Alice's Spirit Gift makes a token for each of her
// opponents, Carol and Dave, not for her teammate Bob (CR 810.2: a
// teammate is no opponent). Her Rally Count counts the creatures she
// controls, not Bob's (CR 810.2; "you" is one player): the team gains 1
// for her Bear, 31 (CR 810.9).
func TestH490TwoHeadedTokensAndCount(t *testing.T) {
	sp := h490Token(t, "Spirit", 1, 1, mana.White, ability.Flying, nil)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	gi := hand(t, g, 0, h490Make(t, "Spirit Gift", "{1}{W}", ability.WhoEachOpponent, sp, 1, false))
	ra := hand(t, g, 0, h490Rally(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gi))
	resolve(t, g, nil)
	require.Equal(t, []int{0, 0, 1, 1}, []int{h490Count(t, g, 0, sp), h490Count(t, g, 1, sp), h490Count(t, g, 2, sp), h490Count(t, g, 3, sp)})
	require.NoError(t, g.Cast(0, ra))
	resolve(t, g, nil)
	require.Equal(t, 31, g.Life(0))
	require.Equal(t, 31, g.Life(1))
}

// 30. Two-Headed Giant: Alice's 3/3 attacks Carol's Lumen (5 loyalty),
// unblocked; Bob's 2/2 attacks Carol. Only the 2/2's damage is damage to
// the defending team, for which the team chooses a player (CR 810.7f):
// one question, not two. Lumen loses 3 counters (CR 306.8) and the team
// of Carol and Dave goes to 28 (CR 810.9).
func TestH490TwoHeadedAttackWalker(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 5)
	pw := bf(t, g, 2, h490Lumen(t), withLoyalty(5))
	a := bf(t, g, 0, creature(t, "Alice's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: pw}, game.Attack{Attacker: b, Player: 2})
	asked := 0
	for i := 0; i < 40 && !(g.Step() == game.Main2 && g.Pending().Kind == game.DecidePriority); i++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecideCombatDamagePlayer:
			asked++
			require.NoError(t, g.Apply(choose(d.Player, 2)))
		default:
			idleAnswer(t, g, d, "2HG walker")
		}
	}
	require.Equal(t, 1, asked)
	require.Equal(t, 2, counter(t, g, pw, game.Loyalty))
	require.Equal(t, 28, g.Life(2))
	require.Equal(t, 30, g.Life(0))
}

// 31. Alice's Ashen Mourner, a 2/2 with "When this dies, you gain 2
// life", has a -1/-1 counter. Giant Growth (+3/+3 until end of turn) and
// a second -1/-1 counter make it a 3/3. In the cleanup step the effect
// ends (CR 514.2): a 0/0, put into the graveyard by the state-based
// actions checked then (CR 514.3a, 704.5f); its ability triggers, the
// players get priority in the cleanup step, and it resolves: Alice 22.
func TestH490ToughnessZeroAtCleanup(t *testing.T) {
	mourn := def(t, card.Definition{Name: "Ashen Mourner", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 1)
	var o game.PutOptions
	o.Counters[game.MinusOne] = 1
	m := bf(t, g, 0, mourn, o)
	gg := hand(t, g, 0, h482Modify(t, "Giant Growth", "{G}", 3, 3, 0, 0))
	wt := hand(t, g, 0, h490Counters(t, "Withering Touch", "{B}", "-1/-1", 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gg, obj(m)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, wt, obj(m)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, m))
	sawCleanup := false
	for i := 0; i < 60 && g.ActivePlayer() == 0; i++ {
		if g.Step() == game.Cleanup && g.Pending().Kind == game.DecidePriority {
			sawCleanup = true
		}
		idleAnswer(t, g, g.Pending(), "to cleanup")
	}
	require.True(t, sawCleanup, "priority in the cleanup step (CR 514.3a)")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, 22, g.Life(0))
}

// 32. Two-Headed Giant: Carol has Orsa's emblem ("Whenever a creature
// attacks you, you gain 2 life"). Alice attacks Dave with her Ogre and
// Dave's Lumen with Bob's Bear. The team is attacked as a group
// (CR 810.7a), so the Ogre attacking Dave attacks Carol too and her
// emblem triggers for it; the Bear attacks a planeswalker, not a player,
// and doesn't trigger it. The team gains 2, then is dealt 3 by the Ogre:
// 29 (CR 810.9); Lumen loses 2.
func TestH490TwoHeadedEmblemAttacksTeam(t *testing.T) {
	ward := h490Ward(t)
	g := newTwoHeaded(t)
	libs(t, g, 5)
	pw := bf(t, g, 2, h490Orsa(t, ward, 1))
	lu := bf(t, g, 3, h490Lumen(t))
	a := bf(t, g, 0, creature(t, "Alice's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Activate(2, pw, 0, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(2, zone.Command))
	passTo(t, g, 0, game.Main1)
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: a, Player: 3}, game.Attack{Attacker: b, Player: game.NoPlayer, Planeswalker: lu})
	for i := 0; i < 40 && !(g.Step() == game.Main2 && g.Pending().Kind == game.DecidePriority); i++ {
		d := g.Pending()
		if d.Kind == game.DecideCombatDamagePlayer {
			require.NoError(t, g.Apply(choose(d.Player, 3)))
			continue
		}
		idleAnswer(t, g, d, "2HG emblem")
	}
	require.Equal(t, 29, g.Life(2))
	require.Equal(t, 1, counter(t, g, lu, game.Loyalty))
}

// 33. Three players: Alice's Orsa gives her an emblem; Alice concedes.
// Everything she owns leaves the game with her (CR 800.4a), her emblem
// included (CR 113.2: she owns it): her command zone is empty, and the
// state is consistent.
func TestH490EmblemLeavesWithOwner(t *testing.T) {
	ward := h490Ward(t)
	g := newGame(t, 3)
	libs(t, g, 5)
	pw := bf(t, g, 0, h490Orsa(t, ward, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, pw, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Command))
	h490Concede(t, g, 0)
	require.Equal(t, 0, g.ZoneLen(0, zone.Command))
	require.True(t, gone(g, pw))
	require.NoError(t, g.CheckInvariants())
}

// ---------------------------------------------------------------------
// Found as defects and fixed: damage to each opponent may be redirected
// (game/effects.go untargetedRedirectVictim); a token of one's own named
// like a built-in one is saved under a key of its own (card.TokenKey).

// 34. Tavi, Ember Sage's +1 deals 1 damage to each opponent. Bob controls
// Lumen. By CR 306.7 (and docs/rules.md: "when a spell or ability a
// player controls would deal noncombat damage to an opponent, that player
// may have it dealt to a planeswalker that opponent controls instead"),
// Alice may redirect the damage to Bob's Lumen: she must be asked, though
// the damage targets no one.
func TestH490RedirectEachOpponentDamage(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	tv := bf(t, g, 0, tavi(t))
	lu := bf(t, g, 1, h490Lumen(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, tv, 0))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, "Alice may redirect the 1 damage to Bob's Lumen")
	require.Contains(t, choices(g), lu)
	require.NoError(t, g.Apply(chooseObj(0, lu)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, counter(t, g, lu, game.Loyalty))
}

// 35. Alice's Muster the Guard creates a token of her own card's
// definition: a 2/2 white Soldier with vigilance (CR 110.5b: the effect
// defines its values; 110.5c: named after its subtype). Saved and loaded
// with a catalog holding the card that makes it, the game must go on
// alike: the token is still a 2/2 with vigilance. The engine's Load
// takes the built-in 1/1 Soldier token of the same name instead, and
// the fingerprints don't tell them apart; the games then differ when it
// attacks (Bob 18 against 19).
func TestH490LoadKeepsOwnTokenNamedLikeBuiltIn(t *testing.T) {
	sol := h490Token(t, "Soldier", 2, 2, mana.White, ability.Vigilance, nil)
	muster := h490Make(t, "Muster the Guard", "{1}{W}", ability.WhoYou, sol, 1, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	m := hand(t, g, 0, muster)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	resolve(t, g, nil)
	id := h490All(t, g, 0, sol)[0]
	gs := h479Copies(t, g, sol, muster)
	for i, x := range gs {
		require.Equal(t, [2]int{2, 2}, pt(t, x, id), "game %d", i)
		require.NotZero(t, info(t, x, id).Keywords&ability.Vigilance, "game %d", i)
		passTo(t, x, 0, game.Main1)
		passTo(t, x, 1, game.Main1)
		passTo(t, x, 0, game.Main1)
		toAttackers(t, x)
		attack(t, x, 0, game.Attack{Attacker: id, Player: 1})
		combatTo(t, x, game.Main2)
		require.Equal(t, 18, x.Life(1), "game %d", i)
		require.False(t, info(t, x, id).Tapped, "vigilance, game %d", i)
	}
}
