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

// Custom cards, fourteenth set: abilities a permanent grants itself,
// copied, and on the stack after the copy left; mana abilities with a
// restriction on their use, which automatic payment must not activate
// when the restriction forbids it.

// cinderIdol is "{1}{R} 1/1 Golem, haste. Cinder Idol has '{T}: Cinder
// Idol deals 1 damage to any target.'": an ability a static grants its
// own permanent (layer 6, CR 613.1f).
func cinderIdol(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Cinder Idol", ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(1), Toughness: C(1), Keywords: ability.Haste,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Grant: &ability.Activated{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}}})
}

// Mirror Adept enters as a copy of Alice's Cinder Idol, so it has the
// Idol's static and the ability it grants (CR 706.2). The copy taps to
// deal 1 damage to Bob; in response Bob returns it to Alice's hand. The
// ability exists apart from its source (CR 112.7a) and resolves as it was
// activated: Bob is dealt 1 damage by it, with the copy's text as it last
// existed (CR 706.2, 608.2g). Saved, loaded and cloned with the ability
// on the stack and its source gone.
func TestCopiedSelfGrantResolvesAfterTheCopyLeft(t *testing.T) {
	idol := cinderIdol(t)
	adept := mirrorAdept(t)
	unsummon := instant(t, "Recall Gust", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Island, 1)
	src := bf(t, g, 0, idol)
	m := hand(t, g, 0, adept)
	u := hand(t, g, 1, unsummon)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, src)))
	resolve(t, g, nil)
	cp, _ := g.Follow(m)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, cp))
	require.NoError(t, g.Activate(0, cp, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, u, obj(cp)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0)) // Recall Gust resolves: the copy leaves
	require.Equal(t, zone.Hand, zoneOf(t, g, m), "Mirror Adept is back in Alice's hand")
	require.Equal(t, 1, g.StackLen(), "the granted ability is still on the stack")
	gs := h479Copies(t, g, idol, adept, unsummon)
	for _, x := range gs {
		require.NoError(t, x.Pass(0)) // the active player first (CR 116.3b)
		require.NoError(t, x.Pass(1))
		require.Equal(t, 0, x.StackLen())
		require.Equal(t, 19, x.Life(1), "the ability deals its damage")
	}
	h479Same(t, gs)
}

// greenIdol is "{2} artifact: {T}: Add {G}." with the restriction r.
func greenIdol(t *testing.T, name string, r func(a *ability.Activated)) *card.Definition {
	a := ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Green: 1}}}}
	r(&a)
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Artifact, Activated: []ability.Activated{a}})
}

// Bob's Dusk Idol says "{T}: Add {G}. Activate only as a sorcery." On
// Alice's turn its mana ability can't be activated (CR 602.5d), so
// automatic payment mustn't tap it for Bob's {G} instant: the instant is
// neither listed nor cast, and nothing changes. On his own main phase he
// activates it and casts the instant with the mana.
func TestSorceryManaAbilityNotPaidWithAtInstantSpeed(t *testing.T) {
	idol := greenIdol(t, "Dusk Idol", func(a *ability.Activated) { a.Timing = ability.SorcerySpeed })
	quick := instant(t, "Quick Sap", "{G}", nil, gain(2)...)
	g := newGame(t, 2)
	libs(t, g, 4)
	i := bf(t, g, 1, idol)
	h := hand(t, g, 1, quick)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Empty(t, legalCasts(g, h), "the Idol's mana can't pay now")
	before := g.Fingerprint()
	require.ErrorIs(t, g.Cast(1, h), game.ErrCantPay)
	require.Equal(t, before, g.Fingerprint(), "a refusal changes nothing")
	require.ErrorIs(t, g.Apply(h478Mana(1, i, 0)), game.ErrTiming)
	require.False(t, info(t, g, i).Tapped)
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Apply(h478Mana(1, i, 0)))
	require.NoError(t, g.Cast(1, h))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(1))
}

// Alice's Grove Idol says "{T}: Add {G}. Activate only if you control a
// Forest." (CR 602.5b). Without a Forest, automatic payment mustn't tap it
// for her {G} sorcery; with one played, the sorcery is cast with the
// Idol's mana or the Forest's.
func TestConditionalManaAbilityNotPaidWithWhenItFails(t *testing.T) {
	idol := greenIdol(t, "Grove Idol", func(a *ability.Activated) {
		a.OnlyIf = ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Forest"}}
	})
	sap := sorcery(t, "Slow Sap", "{G}{G}", nil, gain(3)...)
	g := newGame(t, 2)
	libs(t, g, 4)
	i := bf(t, g, 0, idol)
	bf(t, g, 0, greenIdol(t, "Plain Idol", func(*ability.Activated) {}))
	h := hand(t, g, 0, sap)
	f := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, legalCasts(g, h), "one Idol's {G} is all Alice may make")
	require.ErrorIs(t, g.Cast(0, h), game.ErrCantPay)
	require.False(t, info(t, g, i).Tapped)
	require.NoError(t, g.PlayLand(0, f))
	require.NoError(t, g.Apply(h478Mana(0, i, 0)), "she controls a Forest now")
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.True(t, info(t, g, i).Tapped)
}

// Alice's Tide Idol says "{T}: Add {G}. Activate only once each turn."
// Activated and untapped, it can't be activated again this turn
// (CR 602.5b): neither by hand nor by automatic payment. A save and a
// clone keep the restriction; on her next turn it may be activated again.
func TestOnceEachTurnManaAbility(t *testing.T) {
	idol := greenIdol(t, "Tide Idol", func(a *ability.Activated) { a.OncePerTurn = true })
	untap := instant(t, "Unlatch", "{G}", []ability.TargetSpec{{Allow: ability.AllowArtifact}}, ability.Effect{Op: ability.OpUntap, Target: 0})
	sap := instant(t, "Quick Sap", "{G}", nil, gain(2)...)
	g := newGame(t, 2)
	libs(t, g, 6)
	i := bf(t, g, 0, idol)
	u := hand(t, g, 0, untap)
	h := hand(t, g, 0, sap)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Mana(0, i, 0)))
	require.NoError(t, g.Cast(0, u, obj(i)))
	resolve(t, g, nil)
	require.False(t, info(t, g, i).Tapped)
	gs := h479Copies(t, g, idol, untap, sap)
	for _, x := range gs {
		require.ErrorIs(t, x.Apply(h478Mana(0, i, 0)), game.ErrNotAllowed, "once each turn")
		require.Empty(t, legalCasts(x, h))
		require.ErrorIs(t, x.Cast(0, h), game.ErrCantPay)
		passTo(t, x, 1, game.Main1)
		passTo(t, x, 0, game.Main1)
		require.NoError(t, x.Apply(h478Mana(0, i, 0)), "a new turn")
	}
	h479Same(t, gs)
}

// cinderSweep is "{2}{R} sorcery: Cinder Sweep deals 3 damage to each
// opponent."
func cinderSweep(t *testing.T) *card.Definition {
	return sorcery(t, "Cinder Sweep", "{2}{R}", nil,
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(3)})
}

// Three players; Bob controls a planeswalker. Cinder Sweep's damage to
// Bob is noncombat damage from a source Alice controls, so she may have
// it dealt to his planeswalker instead, whether or not it targets him
// (CR 306.7, the seed rule). Carol, who has none, isn't asked about:
// Tavi loses 3 loyalty, Bob stays at 20, Carol goes to 17.
func TestRedirectUntargetedDamage(t *testing.T) {
	sweep := cinderSweep(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	s := hand(t, g, 0, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, []game.ObjectID{0, pb}, choices(g), "to Bob, or to his Tavi")
	require.NoError(t, g.Apply(chooseObj(0, pb)))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, pb, game.Loyalty))
	require.Equal(t, []int{20, 20, 17}, lifes(g))
}

// Four players, Alice active; Bob and Dave control planeswalkers. Alice
// answers for Bob, then for Dave, in turn order (CR 101.4), and the damage
// is dealt to all at once only then (CR 306.7): a planeswalker of Dave's
// is refused while she answers for Bob, changing nothing. Saved, loaded
// and cloned between the answers: she redirects Bob's and keeps Dave's,
// so Tavi goes to 2, Bob stays at 20, Carol and Dave go to 17 and Orrin
// stays at 5.
func TestRedirectUntargetedDamageAskedInTurn(t *testing.T) {
	sweep := cinderSweep(t)
	tb := h482Tavi(t, "Tavi, Ember Warden", "Tavi")
	td := h482Tavi(t, "Orrin, Cinder Warden", "Orrin")
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, tb, withLoyalty(5))
	pd := bf(t, g, 3, td, withLoyalty(5))
	s := hand(t, g, 0, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{0, pb}, choices(g), "Bob's first")
	before := g.Fingerprint()
	require.ErrorIs(t, g.Apply(chooseObj(0, pd)), game.ErrBadTarget, "Dave's isn't Bob's")
	require.Equal(t, before, g.Fingerprint())
	require.NoError(t, g.Apply(chooseObj(0, pb)))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{0, pd}, choices(g), "then Dave's")
	require.Equal(t, []int{20, 20, 20, 20}, lifes(g), "nothing dealt before all are answered")
	gs := h479Copies(t, g, sweep, tb, td)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, 0)))
		resolve(t, x, nil)
		require.Equal(t, 2, counter(t, x, pb, game.Loyalty))
		require.Equal(t, 5, counter(t, x, pd, game.Loyalty))
		require.Equal(t, []int{20, 20, 17, 17}, lifes(x))
	}
	h479Same(t, gs)
}

// Two-Headed Giant: Alice and Bob against Carol and Dave, each of whom
// controls a planeswalker. Cinder Sweep deals 3 damage to each opponent,
// each player individually (CR 810.9); Alice answers for Carol, then for
// Dave. She redirects Carol's to Carol's planeswalker and keeps Dave's:
// the team's life goes from 30 to 27 and Orrin to 2.
func TestRedirectUntargetedDamageTwoHeaded(t *testing.T) {
	sweep := cinderSweep(t)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pc := bf(t, g, 2, h482Tavi(t, "Orrin, Cinder Warden", "Orrin"), withLoyalty(5))
	pd := bf(t, g, 3, h482Tavi(t, "Sella, Ash Warden", "Sella"), withLoyalty(5))
	s := hand(t, g, 0, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, []game.ObjectID{0, pc}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, pc)))
	require.Equal(t, []game.ObjectID{0, pd}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, 0)))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, pc, game.Loyalty))
	require.Equal(t, 5, counter(t, g, pd, game.Loyalty))
	require.Equal(t, 27, g.Life(2))
	require.Equal(t, 30, g.Life(0))
}

// "Cinder Lash deals 2 damage to target creature's controller": the
// player isn't a target, and is an opponent with a planeswalker, so the
// damage may be redirected (CR 306.7). A player who would be dealt the
// damage of Alice's own source as its controller (her own creature
// targeted) is no opponent: she isn't asked, and takes it.
func TestRedirectDamageToTargetsController(t *testing.T) {
	lash := instant(t, "Cinder Lash", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTargetController, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	bear := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	mine := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	l1 := hand(t, g, 0, lash)
	l2 := hand(t, g, 0, lash)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, l1, obj(bear)))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, pb)))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, pb, game.Loyalty))
	require.Equal(t, 20, g.Life(1))
	require.NoError(t, g.Cast(0, l2, obj(mine)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(0))
}

// Three players; Bob and Carol control planeswalkers. While Alice answers
// for Bob, Bob concedes: he leaves with everything he owns, and Cinder
// Sweep deals him nothing (CR 800.4a); the question goes on to Carol, and
// Alice redirects Carol's damage to Carol's planeswalker.
func TestRedirectUntargetedDamageVictimLeaves(t *testing.T) {
	sweep := cinderSweep(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, h482Tavi(t, "Tavi, Ember Warden", "Tavi"), withLoyalty(5))
	pc := bf(t, g, 2, h482Tavi(t, "Orrin, Cinder Warden", "Orrin"), withLoyalty(5))
	s := hand(t, g, 0, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, []game.ObjectID{0, pb}, choices(g))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{0, pc}, choices(g), "now Carol's")
	require.NoError(t, g.Apply(chooseObj(0, pc)))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, pc, game.Loyalty))
	require.Equal(t, 20, g.Life(2))
	require.NoError(t, g.CheckInvariants())
}
