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

// Custom cards, twenty-first set: damage to players an effect doesn't
// target redirected to planeswalkers (CR 306.7) with prevention,
// lifelink, "you may" and life totals near 0; "only once each turn"
// abilities (CR 602.5b-c) across copies, control changes, zone changes
// and identical grants; granted triggered abilities whose host left;
// "the target's toughness" as the target last existed (CR 608.2g).

// h492Storm is "{2}{R} sorcery: Ember Storm deals n damage to <who>."
func h492Storm(t *testing.T, name string, who ability.Who, n int) *card.Definition {
	return sorcery(t, name, "{2}{R}", nil,
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: who, Amount: ability.N(n)})
}

// h492Crown is a white "{W} Aura: Enchanted creature has 'Whenever a
// creature you control attacks, this creature deals 1 damage to each
// opponent.'"
func h492Crown(t *testing.T) *card.Definition {
	return h476Aura(t, "Warden Crown", "{W}", nil, ability.Triggered{Event: ability.CreatureAttacks, OfAttached: true,
		Match:   ability.Filter{Side: ability.YourSide},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}})
}

// h492Well is "{2} artifact: Whenever you gain life, draw a card."
func h492Well(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Wellspring Idol", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YouGainLife, Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
}

// h492Sentry is "{1}{R} 2/2 creature: {R}: Ember Sentry gets +1/+0 until
// end of turn. Activate only once each turn."
func h492Sentry(t *testing.T) *card.Definition {
	return h478Crt(t, "Ember Sentry", "{1}{R}", 2, 2, 0, "Soldier",
		ability.Activated{Cost: ability.Cost{Mana: cost("{R}")}, OncePerTurn: true, Effects: h478Pump(1, 0)})
}

// h492SpurAbility is "{1}: This creature gets +1/+0 until end of turn.
// Activate only once each turn."
func h492SpurAbility() ability.Activated {
	return ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: h478Pump(1, 0)}
}

// h492ToAttackers passes priority until the active player declares
// attackers.
func h492ToAttackers(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 50 && g.Pending().Kind != game.DecideAttackers; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
}

// h492Redirects resolves the stack, answering each redirection question
// with the next of to (0 keeps the damage on the player) and failing on
// any other decision; it returns how many questions were asked.
func h492Redirects(t *testing.T, g *game.Game, to ...game.ObjectID) int {
	t.Helper()
	n := 0
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideRedirect, d.Kind, g.Prompt(game.English))
		require.Less(t, n, len(to), "more questions than answers")
		n++
		return chooseObj(d.Player, to[n-1])
	})
	return n
}

// ---------------------------------------------------------------------
// Part 1. Redirection of damage the effect doesn't target

// 1. Three players; Alice and Bob each control a planeswalker, Carol
// none. Ember Storm deals 2 damage to each player. Damage to Bob, an
// opponent, may be redirected to his planeswalker (CR 306.7); Alice's own
// damage comes from her own source, and her planeswalker is no option at
// all (CR 306.7: "a source controlled by an opponent"; 102.3). She is
// asked once, for Bob, with Bob's planeswalker the only one offered.
func TestH492RedirectEachPlayerControllerNotAsked(t *testing.T) {
	storm := h492Storm(t, "Ember Storm", ability.WhoEachPlayer, 2)
	ta := h482Tavi(t, "Sella, Ash Warden", "Sella")
	tb := h482Tavi(t, "Tavi, Ember Warden", "Tavi")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pa := bf(t, g, 0, ta, withLoyalty(5))
	pb := bf(t, g, 1, tb, withLoyalty(5))
	s := hand(t, g, 0, storm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []game.ObjectID{0, pb}, choices(g), "Bob's damage, to Bob or to his Tavi")
	require.Equal(t, 1, h492Redirects(t, g, pb))
	require.Equal(t, []int{18, 20, 18}, lifes(g))
	require.Equal(t, 5, counter(t, g, pa, game.Loyalty))
	require.Equal(t, 3, counter(t, g, pb, game.Loyalty))
}

// 2. Three players; Bob and Carol control planeswalkers, and Bob shielded
// himself from red sources (Sunward Shield). Cinder Sweep's 3 damage to
// Bob is all prevented (CR 615.1); Bob orders the effects that apply to
// his damage (CR 616.1) and nothing is left to redirect, so Alice is
// asked only for Carol (CR 306.7). Bob and his Tavi are untouched.
func TestH492RedirectShieldedOpponentNotAsked(t *testing.T) {
	sweep := cinderSweep(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 1, card.Plains, 1)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	pc := bf(t, g, 2, h482Tavi(t, "Orrin, Cinder Warden", "Orrin"), withLoyalty(5))
	sh := hand(t, g, 1, sunwardShield(t))
	s := hand(t, g, 0, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, pl(1)))
	h482Color(t, g, 1, mana.Red)
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []game.ObjectID{0, pc}, choices(g), "Carol's only")
	require.Equal(t, 1, h492Redirects(t, g, pc))
	require.Equal(t, []int{20, 20, 20}, lifes(g))
	require.Equal(t, 5, counter(t, g, pb, game.Loyalty))
	require.Equal(t, 2, counter(t, g, pc, game.Loyalty))
}

// 3. Three players; Bob controls a planeswalker. Withering Gale: "Each
// opponent loses 18 life. Then Withering Gale deals 3 damage to each
// opponent." Bob, at 2 life, hasn't lost (nothing is checked during a
// resolution, CR 704.3), and Alice may still redirect his damage
// (CR 306.7): she does, and he survives at 2 while Carol, dealt 3 at 2
// life, loses (CR 704.5a).
func TestH492RedirectAtLowLife(t *testing.T) {
	gale := sorcery(t, "Withering Gale", "{2}{R}", nil,
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(18)},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(3)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	s := hand(t, g, 0, gale)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 2, g.Life(1), "Bob lost 18 first")
	require.Equal(t, 1, h492Redirects(t, g, pb))
	require.Equal(t, 2, g.Life(1))
	require.False(t, g.Lost(1))
	require.Equal(t, 2, counter(t, g, pb, game.Loyalty))
	require.True(t, g.Lost(2), "Carol was dealt 3 at 2 life")
}

// h492Offer is "{R} instant: You may pay {2}. If you do, Ember Offer
// deals 2 damage to each opponent."
func h492Offer(t *testing.T) *card.Definition {
	return instant(t, "Ember Offer", "{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer,
		Who: ability.WhoEachOpponent, Amount: ability.N(2), Optional: true, PayMana: cost("{2}")})
}

// 4. Three players; Bob and Carol control planeswalkers. Ember Offer:
// Alice says yes and pays {2} once (CR 608.2c, 117.1), then answers for
// Bob and for Carol in turn (CR 306.7, 101.4), without being asked the
// "you may" again nor paying again. Saved, loaded and cloned between the
// two answers: she redirects Bob's and keeps Carol's.
func TestH492RedirectAfterOptionalPaidOnce(t *testing.T) {
	offer := h492Offer(t)
	tb := h482Tavi(t, "Tavi, Ember Warden", "Tavi")
	tc := h482Tavi(t, "Orrin, Cinder Warden", "Orrin")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	pb := bf(t, g, 1, tb, withLoyalty(5))
	pc := bf(t, g, 2, tc, withLoyalty(5))
	s := hand(t, g, 0, offer)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	h479YesNo(t, g, 0, 1)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []game.ObjectID{0, pb}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, pb)))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []game.ObjectID{0, pc}, choices(g))
	gs := h479Copies(t, g, offer, tb, tc)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, 0)))
		resolve(t, x, nil)
		require.Equal(t, []int{20, 20, 18}, lifes(x))
		require.Equal(t, 3, counter(t, x, pb, game.Loyalty))
		require.Equal(t, 5, counter(t, x, pc, game.Loyalty))
		require.Equal(t, 1, h492Untapped(x, 0), "{R} and {2} paid, once")
	}
	h479Same(t, gs)
}

// h492Untapped counts p's untapped lands.
func h492Untapped(g *game.Game, p game.PlayerID) int {
	n := 0
	for _, id := range g.Zone(p, zone.Battlefield) {
		if o, ok := g.Object(id); ok && o.Types&ability.Land != 0 && !o.Tapped {
			n++
		}
	}
	return n
}

// 5. Ember Offer answered "no": the effect doesn't happen (CR 608.2c,
// 603.5), so there is no damage to redirect and no question about it
// (CR 306.7); nothing is paid beyond {R}.
func TestH492RedirectNotAskedAfterOptionalDeclined(t *testing.T) {
	offer := h492Offer(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	s := hand(t, g, 0, offer)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	h479YesNo(t, g, 0, 0)
	require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, []int{20, 20, 20}, lifes(g))
	require.Equal(t, 5, counter(t, g, pb, game.Loyalty))
	require.Equal(t, 2, h492Untapped(g, 0))
}

// h492Adept is "{1}{W} 1/1 Cleric, lifelink, haste. {T}: Sunfire Adept
// deals 2 damage to each opponent."
func h492Adept(t *testing.T, es ...ability.Effect) *card.Definition {
	ts := []ability.TargetSpec(nil)
	if len(es) == 0 {
		es = []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(2)}}
	} else {
		ts = []ability.TargetSpec{ability.TargetCreature}
	}
	return def(t, card.Definition{Name: "Sunfire Adept", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(1), Toughness: C(1), Keywords: ability.Lifelink | ability.Haste,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: ts, Effects: es}}})
}

// 6. Three players; Bob controls a planeswalker. Alice's lifelink Sunfire
// Adept deals 2 damage to each opponent; she redirects Bob's to his Tavi.
// Damage dealt to a planeswalker by a lifelink source gains its
// controller life as damage to a player does (CR 119.3f, 702.15b): 4 in
// all, dealt at once, one life-gain event (CR 118.9): her Wellspring Idol
// triggers once.
func TestH492RedirectedLifelinkDamageOneGain(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	a := bf(t, g, 0, h492Adept(t))
	bf(t, g, 0, h492Well(t))
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	require.Equal(t, 1, h492Redirects(t, g, pb))
	require.Equal(t, []int{24, 20, 18}, lifes(g))
	require.Equal(t, 3, counter(t, g, pb, game.Loyalty))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "one life-gain event, one card")
}

// 7. Ruin and Ember: "Destroy target creature. Ruin and Ember deals 2
// damage to that creature's controller." Bob's Bear is destroyed first
// (CR 608.2c); "its controller" is then Bob as the Bear last existed
// (CR 608.2g), an opponent it doesn't target, so Alice may redirect the
// damage to his planeswalker (CR 306.7).
func TestH492RedirectTargetControllerAfterDestroy(t *testing.T) {
	rue := sorcery(t, "Ruin and Ember", "{2}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	bear := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, rue)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(bear)))
	passStack(t, g)
	require.True(t, gone(g, bear))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 1, h492Redirects(t, g, pb))
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 3, counter(t, g, pb, game.Loyalty))
}

// 8. Two-Headed Giant: Alice and Bob against Carol and Dave; Bob and
// Carol control planeswalkers. Ember Storm deals 2 damage to each player,
// each individually (CR 810.9). Bob is Alice's teammate, not an opponent
// (CR 102.3): his damage stays his. Carol's may be redirected to hers,
// Dave, without one, isn't asked about (CR 306.7). Alice's team goes from
// 30 to 26, the other from 30 to 28.
func TestH492RedirectTwoHeadedEachPlayer(t *testing.T) {
	storm := h492Storm(t, "Ember Storm", ability.WhoEachPlayer, 2)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	pc := bf(t, g, 2, h482Tavi(t, "Orrin, Cinder Warden", "Orrin"), withLoyalty(5))
	s := hand(t, g, 0, storm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, []game.ObjectID{0, pc}, choices(g))
	require.Equal(t, 1, h492Redirects(t, g, pc))
	require.Equal(t, 26, g.Life(0))
	require.Equal(t, 26, g.Life(1))
	require.Equal(t, 28, g.Life(2))
	require.Equal(t, 5, counter(t, g, pb, game.Loyalty))
	require.Equal(t, 3, counter(t, g, pc, game.Loyalty))
}

// h492Fury is "{R} Aura: Enchanted creature has 'At the beginning of your
// upkeep, this creature deals damage equal to its power to each
// opponent.'"
func h492Fury(t *testing.T) *card.Definition {
	return h476Aura(t, "Fury Crown", "{R}", nil, ability.Triggered{Event: ability.UpkeepOfAttachedController, OfAttached: true,
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent,
			Amount: ability.Amount{Kind: ability.SourcePower}}}})
}

// 9. Three players. Alice's Fury Crown on her 2/2 Ox with two +1/+1
// counters: at her upkeep the Ox deals damage equal to its power, 4, to
// each opponent (CR 112.7: the ability is the Ox's, and so is "its
// power"). The damage isn't targeted, and Alice may have Bob's dealt to
// his planeswalker (CR 306.7); saved, loaded and cloned while she is
// asked. Carol takes 4.
func TestH492GrantedPowerTriggerRedirected(t *testing.T) {
	crown := h492Fury(t)
	tb := h482Tavi(t, "Tavi, Ember Warden", "Tavi")
	oxd := creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 3)
	libs(t, g, 6)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 2
	ox := bf(t, g, 0, oxd, o)
	bf(t, g, 0, crown, game.PutOptions{AttachedTo: ox})
	pb := bf(t, g, 1, tb, withLoyalty(7))
	require.NoError(t, g.Start(2, 2, game.Main1))
	h476To(t, g, 0, game.Upkeep)
	require.Equal(t, 1, g.StackLen(), "the Ox's granted trigger")
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	gs := h479Copies(t, g, crown, tb, oxd)
	for _, x := range gs {
		require.Equal(t, 1, h492Redirects(t, x, pb))
		require.Equal(t, []int{20, 20, 16}, lifes(x))
		require.Equal(t, 3, counter(t, x, pb, game.Loyalty))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 2. Only once each turn

// 10. Alice's Ember Sentry ("{R}: +1/+0. Activate only once each turn")
// is activated; then her Mirror Adept enters as a copy of it. The copy
// is another object with its own copy of the ability (CR 706.2): it may
// be activated once, though the original's was (CR 602.5b); then neither
// may be activated again this turn.
func TestH492OnceEachTurnCopyIsAnotherObject(t *testing.T) {
	sentry := h492Sentry(t)
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 0, card.Island, 4)
	s := bf(t, g, 0, sentry)
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	resolve(t, g, nil)
	require.Equal(t, 3, pt(t, g, s)[0])
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(0, s)))
	resolve(t, g, nil)
	cp, _ := g.Follow(m)
	require.Equal(t, "Ember Sentry", info(t, g, cp).Card.Name)
	require.ErrorIs(t, g.Activate(0, s, 0), game.ErrNotAllowed, "the original's was activated")
	gs := h479Copies(t, g, sentry, adept)
	for _, x := range gs {
		require.NoError(t, x.Activate(0, cp, 0), "the copy's wasn't")
		resolve(t, x, nil)
		require.Equal(t, 3, pt(t, x, cp)[0])
		require.ErrorIs(t, x.Activate(0, cp, 0), game.ErrNotAllowed)
		require.ErrorIs(t, x.Activate(0, s, 0), game.ErrNotAllowed)
	}
	h479Same(t, gs)
}

// 11. Alice's Spur Knight has "{1}: +1/+0. Activate only once each turn"
// of its own, and two Spur Harnesses grant it the same words. Each of the
// three is its own ability: the restriction of one doesn't reach the
// identically worded others (CR 602.5c). Each is activated once; a second
// activation of any is refused (CR 602.5b). Saved, loaded and cloned
// after the first.
func TestH492OnceOwnAndTwoIdenticalGrants(t *testing.T) {
	harness := h488Equip(t, "Spur Harness", h492SpurAbility())
	knight := h478Crt(t, "Spur Knight", "{1}{W}", 2, 2, 0, "Knight", h492SpurAbility())
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	k := bf(t, g, 0, knight)
	bf(t, g, 0, harness, game.PutOptions{AttachedTo: k})
	bf(t, g, 0, harness, game.PutOptions{AttachedTo: k})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, []int{0, 1, 2}, h488Abilities(g, k))
	require.NoError(t, g.Activate(0, k, 0))
	resolve(t, g, nil)
	gs := h479Copies(t, g, harness, knight)
	for _, x := range gs {
		require.ErrorIs(t, x.Activate(0, k, 0), game.ErrNotAllowed)
		require.Equal(t, []int{1, 2}, h488Abilities(x, k))
		require.NoError(t, x.Activate(0, k, 1))
		resolve(t, x, nil)
		require.NoError(t, x.Activate(0, k, 2))
		resolve(t, x, nil)
		require.Equal(t, 5, pt(t, x, k)[0])
		for n := 0; n < 3; n++ {
			require.ErrorIs(t, x.Activate(0, k, n), game.ErrNotAllowed, "ability %d", n)
		}
		require.Equal(t, 1, h492Untapped(x, 0))
	}
	h479Same(t, gs)
}

// 12. Alice taps her Tide Idol ("{T}: Add {G}. Activate only once each
// turn") for mana; Bob takes control of it and untaps it. The
// restriction stays with the object though its controller changed
// (CR 602.5b): Bob can't activate it this turn. On his own turn he can.
func TestH492OnceManaAbilityStolenStaysUsed(t *testing.T) {
	idol := greenIdol(t, "Tide Idol", func(a *ability.Activated) { a.OncePerTurn = true })
	grab := h488Steal(t, "Mind Grab", ability.AllowArtifact)
	untap := instant(t, "Unlatch", "{G}", []ability.TargetSpec{{Allow: ability.AllowArtifact}}, ability.Effect{Op: ability.OpUntap, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 1, card.Forest, 1)
	i := bf(t, g, 0, idol)
	gr := hand(t, g, 1, grab)
	u := hand(t, g, 1, untap)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Mana(0, i, 0)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, gr, obj(i)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, i).Controller)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, u, obj(i)))
	resolve(t, g, nil)
	require.False(t, info(t, g, i).Tapped)
	require.NoError(t, g.Pass(0))
	require.ErrorIs(t, g.Apply(h478Mana(1, i, 0)), game.ErrNotAllowed, "used this turn, by Alice")
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Apply(h478Mana(1, i, 0)), "a new turn")
}

// 13. Alice's Tide Idol is activated, returned to her hand and cast again
// the same turn: the permanent is a new object with no memory of its
// previous existence (CR 400.7), so its ability may be activated again
// (CR 602.5b restricts only the old object).
func TestH492OnceManaAbilityNewObjectAfterZoneChange(t *testing.T) {
	idol := greenIdol(t, "Tide Idol", func(a *ability.Activated) { a.OncePerTurn = true })
	lift := instant(t, "Lift Away", "{U}", []ability.TargetSpec{{Allow: ability.AllowArtifact}}, ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	i := bf(t, g, 0, idol)
	l := hand(t, g, 0, lift)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Mana(0, i, 0)))
	require.NoError(t, g.Cast(0, l, obj(i)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, i))
	h, _ := g.Follow(i)
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	ni, _ := g.Follow(h)
	require.Equal(t, zone.Battlefield, info(t, g, ni).Zone)
	gs := h479Copies(t, g, idol, lift)
	for _, x := range gs {
		require.NoError(t, x.Apply(h478Mana(0, ni, 0)), "a new object")
		require.Equal(t, 1, x.Pool(0).Amount(mana.Green))
		require.ErrorIs(t, x.Apply(h478Mana(0, ni, 0)), game.ErrNotAllowed)
	}
	h479Same(t, gs)
}

// 14. A Spur Harness grants Alice's Ox "{1}: +1/+0. Activate only once
// each turn"; she activates it, and Bob destroys the Harness. Saved and
// loaded with the use of an ability whose grantor is gone. A second
// Harness, another object, equipped then grants the ability anew: as
// acquired from it, it may be activated (CR 602.5c).
func TestH492OnceGrantorGoneNewGrantor(t *testing.T) {
	harness := h488Equip(t, "Spur Harness", h492SpurAbility())
	shatter := h476Shatter(t)
	oxd := creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Mountain, 2)
	ox := bf(t, g, 0, oxd)
	h1 := bf(t, g, 0, harness, game.PutOptions{AttachedTo: ox})
	h2 := bf(t, g, 0, harness)
	sh := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ox, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(h1)))
	resolve(t, g, nil)
	require.True(t, gone(g, h1))
	gs := h479Copies(t, g, harness, shatter, oxd)
	for _, x := range gs {
		require.NoError(t, x.Activate(0, h2, 0, obj(ox)), "equip")
		resolve(t, x, nil)
		require.Equal(t, ox, info(t, x, h2).AttachedTo)
		require.NoError(t, x.Activate(0, ox, 0), "as acquired from the second Harness")
		resolve(t, x, nil)
		require.Equal(t, 4, pt(t, x, ox)[0])
		require.ErrorIs(t, x.Activate(0, ox, 0), game.ErrNotAllowed)
	}
	h479Same(t, gs)
}

// 15. Alice's only sources: a Forest and a Tide Idol whose mana ability
// may be activated only once each turn. Her Fickle Gift ({G} sorcery:
// "You may pay {G}. If you do, you gain 3 life") is paid with the Forest.
// Asked whether to pay, she activates the Idol (CR 605.3a: while asked to
// pay) and pays with its mana (CR 608.2c); the Idol then can't be
// activated again this turn (CR 602.5b).
func TestH492OnceManaAbilityWhilePaying(t *testing.T) {
	idol := greenIdol(t, "Tide Idol", func(a *ability.Activated) { a.OncePerTurn = true })
	gift := sorcery(t, "Fickle Gift", "{G}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3),
		Optional: true, PayMana: cost("{G}")})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	i := bf(t, g, 0, idol)
	s := hand(t, g, 0, gift)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.False(t, info(t, g, i).Tapped, "the Forest paid")
	passStack(t, g)
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(h478Mana(0, i, 0)))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind, "the same question waits")
	h479YesNo(t, g, 0, 1)
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.ErrorIs(t, g.Apply(h478Mana(0, i, 0)), game.ErrNotAllowed)
}

// ---------------------------------------------------------------------
// Part 3. The target's toughness

// h492Weigh is "{W} instant: Target player draws a card. You gain life
// equal to target creature's toughness."
func h492Weigh(t *testing.T) *card.Definition {
	return instant(t, "Weigh the Fallen", "{W}", []ability.TargetSpec{ability.TargetCreature, ability.TargetPlayer},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 1, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}})
}

// 16. Weigh the Fallen at Bob's 2/4 Wall and at Alice herself; Bob
// returns the Wall to his hand in response. The spell resolves for its
// legal target (CR 608.2b), but information about the illegal one can't
// be determined, and the part of the effect that needs it doesn't happen
// (CR 608.2b): Alice draws a card and gains nothing.
func TestH492ToughnessOfTargetBouncedInResponse(t *testing.T) {
	weigh := h492Weigh(t)
	bounce := h488Bounce(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 1)
	w := bf(t, g, 1, creature(t, "Bob's Wall", "{1}{W}", 2, 4, ability.Defender, "Wall"))
	s := hand(t, g, 0, weigh)
	b := hand(t, g, 1, bounce)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(w), pl(0)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, b, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, w))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 20, g.Life(0))
}

// h492Due is "{2}{B} sorcery: Destroy target creature. You gain life
// equal to its toughness."
func h492Due(t *testing.T, optional bool) *card.Definition {
	gainE := ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}}
	name := "Reckoner's Due"
	if optional {
		gainE.Optional, gainE.PayMana, name = true, cost("{1}"), "Reckoner's Bargain"
	}
	return sorcery(t, name, "{2}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0}, gainE)
}

// 17. Reckoner's Due at Bob's 2/2 Bear enchanted with Stone Mantle
// ("Enchanted creature gets +0/+3"): the Bear is destroyed first
// (CR 608.2c) and its toughness is read as it last existed, with the
// Aura's bonus, 5 (CR 608.2g, 613.1), not the card's 2.
func TestH492ToughnessWithAuraAsItLastExisted(t *testing.T) {
	mantle := h476Aura(t, "Stone Mantle", "{W}", []ability.Static{{Affects: ability.AffectsAttached, Toughness: 3}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	bear := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 1, mantle, game.PutOptions{AttachedTo: bear})
	s := hand(t, g, 0, h492Due(t, false))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 5, pt(t, g, bear)[1])
	require.NoError(t, g.Cast(0, s, obj(bear)))
	resolve(t, g, nil)
	require.True(t, gone(g, bear))
	require.Equal(t, 25, g.Life(0))
}

// 18. Reckoner's Due at Bob's 2/2 Moss Troll ("{G}: Regenerate"), which
// he regenerates in response and pumps with Giant Growth (+3/+3 until
// end of turn). Regeneration replaces the destruction (CR 614.8): the
// Troll stays on the battlefield, so "its toughness" is its current one,
// 5 (CR 608.2g).
func TestH492ToughnessOfRegeneratedTarget(t *testing.T) {
	troll := h482Troll(t, "Moss Troll", 0, 0)
	growth := instant(t, "Giant Growth", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 3, Toughness: 3})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Forest, 2)
	tr := bf(t, g, 1, troll)
	gg := hand(t, g, 1, growth)
	s := hand(t, g, 0, h492Due(t, false))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(tr)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	require.NoError(t, g.Cast(1, gg, obj(tr)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, info(t, g, tr).Zone, "regenerated")
	require.True(t, info(t, g, tr).Tapped)
	require.Equal(t, 25, g.Life(0))
}

// 19. Reckoner's Bargain: "Destroy target creature. You may pay {1}. If
// you do, you gain life equal to its toughness." At Bob's 2/4 Wall:
// saved, loaded and cloned while Alice is asked whether to pay, after the
// Wall is gone. The last known toughness, 4, survives the save (CR 608.2g):
// she pays and gains 4 in each copy.
func TestH492ToughnessLastKnownSurvivesSave(t *testing.T) {
	bargain := h492Due(t, true)
	wall := creature(t, "Bob's Wall", "{1}{W}", 2, 4, ability.Defender, "Wall")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	w := bf(t, g, 1, wall)
	s := hand(t, g, 0, bargain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(w)))
	passStack(t, g)
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.True(t, gone(g, w))
	gs := h479Copies(t, g, bargain, wall)
	for _, x := range gs {
		h479YesNo(t, x, 0, 1)
		resolve(t, x, nil)
		require.Equal(t, 24, x.Life(0))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Found as defects and fixed: redirection's prevention check reads the
// granted ability's host (effectSource); a host that left keeps its last
// known information while its granted trigger is on the stack.

// D1. Bob shielded himself from white sources. Alice's white Warden Crown
// grants her red Goblin "whenever a creature you control attacks, this
// creature deals 1 damage to each opponent". The damage is dealt by the
// Goblin (CR 112.7, 608.2g), a red source the shield doesn't stop
// (CR 615.1), so Alice, whose source it is, may have it dealt to Bob's
// planeswalker instead (CR 306.7): she must be asked.
func TestH492GrantedTriggerRedirectIgnoresGrantorsColour(t *testing.T) {
	crown := h492Crown(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 1)
	c := bf(t, g, 0, creature(t, "Red Goblin", "{R}", 1, 1, ability.Haste, "Goblin"))
	bf(t, g, 0, crown, game.PutOptions{AttachedTo: c})
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	s := hand(t, g, 1, sunwardShield(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, pl(1)))
	h482Color(t, g, 1, mana.White)
	h492ToAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(chooseObj(0, pb)))
	resolve(t, g, nil)
	require.Equal(t, 4, counter(t, g, pb, game.Loyalty))
	require.Equal(t, 20, g.Life(1))
}

// D2. The same, Bob shielded from red instead: the red Goblin's damage to
// Bob is all prevented; Bob orders his prevention first (CR 616.1) and
// there's nothing to redirect (CR 306.7, 615.1): Alice isn't asked, and
// neither Bob nor his planeswalker is dealt damage.
func TestH492GrantedTriggerPreventedByHostsColourNotRedirected(t *testing.T) {
	crown := h492Crown(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 1)
	c := bf(t, g, 0, creature(t, "Red Goblin", "{R}", 1, 1, ability.Haste, "Goblin"))
	bf(t, g, 0, crown, game.PutOptions{AttachedTo: c})
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	s := hand(t, g, 1, sunwardShield(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, pl(1)))
	h482Color(t, g, 1, mana.Red)
	h492ToAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	passStack(t, g)
	asked := g.Pending().Kind == game.DecideRedirect
	if asked {
		require.NoError(t, g.Apply(chooseObj(0, pb)))
		resolve(t, g, nil)
	}
	require.Equal(t, 5, counter(t, g, pb, game.Loyalty), "nothing to redirect")
	require.Equal(t, 20, g.Life(1))
	require.False(t, asked, "Alice was asked to redirect damage that is all prevented")
}

// D4. Alice's Fury Crown on her 2/2 Ox with two +1/+1 counters. At her
// upkeep the granted trigger waits; Bob's Grim Tithe has her sacrifice
// the Ox, and the Crown follows. The ability resolves anyway (CR 112.7a)
// and "its power" is the Ox's as it last existed, 4 (CR 608.2g, 112.7):
// Bob is dealt 4.
func TestH492GrantedPowerTriggerHostGone(t *testing.T) {
	crown := h492Fury(t)
	tithe := h479Edict(t, "Grim Tithe", ability.WhoEachOpponent)
	g := newGame(t, 2)
	libs(t, g, 6)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 2
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"), o)
	cr := bf(t, g, 0, crown, game.PutOptions{AttachedTo: ox})
	lands(t, g, 1, card.Swamp, 2)
	e := hand(t, g, 1, tithe)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h476To(t, g, 0, game.Upkeep)
	require.Equal(t, 1, g.StackLen(), "the Ox's granted trigger")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, e))
	resolve(t, g, func(d game.Decision) game.Action { return chooseObj(d.Player, ox) })
	require.True(t, gone(g, ox))
	require.True(t, gone(g, cr))
	require.Equal(t, 16, g.Life(1), "the Ox's power as it last existed")
}
