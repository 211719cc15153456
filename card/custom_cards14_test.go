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
