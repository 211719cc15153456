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

// Custom cards, set number 33: replacement and prevention effects of
// one's own and what they meet. "Prevent X of that damage" as a static
// of a group, of a creature and of a planeswalker, applied to each
// source separately (simultaneous combat damage, sweeps, redirected
// damage) and stopping when its source leaves between two damage steps;
// prevention against deathtouch, lifelink and trample; a player's shield
// that doesn't cover their planeswalker; regeneration shields granted by
// an Aura, made by a planeswalker's loyalty ability and by an instant on
// any permanent, used once for a destruction that lethal and deathtouch
// damage cause together, lost to a sacrifice and useless at 0 loyalty;
// a double-striking trampler whose blocker regenerated; tokens that
// enter with counters and tapped; a copy that enters without its own
// "enters tapped" and counters (CR 616.1c); redirection to several
// planeswalkers of several opponents in a four-player game, saved and
// cloned in the middle; definitions Check refuses (a "prevent the next
// N", a prevention of the source itself, "prevent all but 1" on a
// creature, ...); and, at the end, definitions Check accepts that the
// engine misplays (skipped, each saying what is wrong).

// ---------------------------------------------------------------------
// Helpers

// h513Warden is a {1}{W} 1/3 Cleric: "If a source would deal damage to
// a creature you control, prevent X of that damage, where X is the
// number of creatures you control."
func h513Warden(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Warden of Many", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Subtypes: []string{"Cleric"}, Power: C(1), Toughness: C(3),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, PreventPerCreature: true}}})
}

// h513DesperateWarden is a {1}{W} 0/4 Cleric: "As long as your life
// total is less than your starting life total, if a source would deal
// damage to a creature you control, prevent X of that damage, where X is
// the number of creatures you control."
func h513DesperateWarden(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Desperate Warden", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Subtypes: []string{"Cleric"}, Power: C(0), Toughness: C(4),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, PreventPerCreature: true,
			If: ability.If(ability.LifeBelowStarting)}}})
}

// h513Sweep is "{2}{R} sorcery: Cinder Tide deals n damage to each
// creature."
func h513Sweep(t *testing.T, n int) *card.Definition {
	return sorcery(t, "Cinder Tide", "{2}{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Amount: ability.N(n)})
}

// h513Ward is "{G} instant: Regenerate target permanent."
func h513Ward(t *testing.T) *card.Definition {
	return instant(t, "Mending Ward", "{G}", []ability.TargetSpec{{Allow: ability.AllowPermanent}},
		ability.Effect{Op: ability.OpRegenerate, Target: 0})
}

// h513Ruin is "{1}{B} instant: Destroy target nonland permanent."
func h513Ruin(t *testing.T) *card.Definition {
	return instant(t, "Ruin", "{1}{B}", []ability.TargetSpec{ability.TargetNonlandPermanent},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h513Troll is a {2}{G} p/t Troll with kw and "{G}: Regenerate this."
func h513Troll(t *testing.T, name string, p, tg int, kw ability.Keyword) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Troll"},
		Power: C(p), Toughness: C(tg), Keywords: kw, Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{G}")},
			Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}}}}})
}

// h513Mimic is a {2}{U} 1/1 Shapeshifter: "Sluggish Mimic enters the
// battlefield tapped with two +1/+1 counters on it. You may have it
// enter the battlefield as a copy of a creature you control."
func h513Mimic(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Sluggish Mimic", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Shapeshifter"},
		Power: C(1), Toughness: C(1), Restrictions: ability.EntersTapped,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)},
		Spell:              ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}},
		AsEnters:           ability.ChooseCopy})
}

// h513Rite is "{B} sorcery: Return target creature card from your
// graveyard to the battlefield."
func h513Rite(t *testing.T) *card.Definition {
	return sorcery(t, "Unearth Rite", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}}, ability.Effect{Op: ability.OpPutOntoBattlefield})
}

// h513Walker is a {2}{R}{R} planeswalker of subtype sub with loyalty 5,
// "+1: You gain 1 life", and the statics ss.
func h513Walker(t *testing.T, name, sub string, ss ...ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{R}{R}"), Types: ability.Planeswalker,
		Subtypes: []string{sub}, Loyalty: 5, Statics: ss, Activated: []ability.Activated{loyal(1, nil, gain(1)...)}})
}

// h513Bear is a vanilla {1}{G} p/t Bear called name.
func h513Bear(t *testing.T, name string, p, tg int, kw ability.Keyword) *card.Definition {
	return creature(t, name, "{1}{G}", p, tg, kw, "Bear")
}

// h513Order answers the damage assignment order of attacker decisions
// with the blockers in the order given.
func h513Order(t *testing.T, g *game.Game, p game.PlayerID, bs ...game.ObjectID) {
	t.Helper()
	for _, b := range bs {
		if g.Pending().Kind != game.DecideDamageOrder {
			return
		}
		require.NoError(t, g.Apply(chooseObj(p, b)))
	}
}

// h513Mine lists p's permanents named as definition d (copies of it
// included).
func h513Mine(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card.Name == d.Name {
			out = append(out, id)
		}
	}
	return out
}

// ---------------------------------------------------------------------
// Part 1. "Prevent X of that damage" of one's own

// 1. Warden of Many's prevention is a static of a group: it applies to
// each creature its controller controls, each damage event on its own
// (CR 615.10, with the example of Pyroclasm and Daunting Defender).
// Alice's Cinder Tide deals 3 damage to each creature: Bob controls the
// Warden and a Bear (X = 2), each is dealt 1; Alice's own 2/2 is dealt
// 3 and dies (CR 704.5g). X counts creatures as the damage would be
// dealt (CR 611.3a): the Bear's death after the sweep doesn't matter.
func TestH513GroupPreventionEachCreatureOfSweep(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	w := bf(t, g, 1, h513Warden(t))
	b := bf(t, g, 1, h513Bear(t, "Bob's Bear", 2, 2, 0))
	ab := bf(t, g, 0, h513Bear(t, "Alice's Bear", 2, 2, 0))
	s := hand(t, g, 0, h513Sweep(t, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.True(t, gone(g, ab), "no prevention for Alice's creature")
	require.Equal(t, 1, info(t, g, w).Damage)
	require.Equal(t, 1, info(t, g, b).Damage)
}

// 2. Combat damage from several sources is dealt at once (CR 510.2), but
// "prevent X of that damage" applies to each source's damage apart
// (CR 615.10: "it will apply separately to damage from other applicable
// events that would happen at the same time"). Alice controls the
// Warden (X = 2) and attacks with her 3/3 Hill Ox; Bob blocks with two
// 2/2 Bears. Each Bear's 2 is prevented: the Ox is dealt nothing. The
// Ox assigns 2 to the first Bear (lethal) and 1 to the second.
func TestH513GroupPreventionEachBlockerSeparately(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, h513Warden(t))
	ox := bf(t, g, 0, creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox"))
	b1 := bf(t, g, 1, h513Bear(t, "Bear", 2, 2, 0))
	b2 := bf(t, g, 1, h513Bear(t, "Bear", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b1, Attacker: ox}, game.Block{Blocker: b2, Attacker: ox})
	h513Order(t, g, 0, b1, b2)
	passTo(t, g, 0, game.Main2)
	require.Zero(t, info(t, g, ox).Damage, "2 and 2, each reduced by 2, not 4 reduced by 2")
	require.True(t, gone(g, b1))
	require.Equal(t, 1, info(t, g, b2).Damage)
}

// 3. A prevention effect from a static applies only while its source is
// on the battlefield (CR 611.3b). Bob attacks Alice with a 5/5 first
// striker and a 3/3; Alice, who controls the Warden and a 2/2 Bear
// (X = 2), blocks the first striker with the Warden and the 3/3 with the
// Bear. In the first-strike damage step (CR 510.4) the Warden is dealt
// 5 - 2 = 3 and dies; in the second step its prevention is gone: the
// Bear is dealt the whole 3 and dies too.
func TestH513PreventionEndsWhenWardenDiesBetweenSteps(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, h513Warden(t))
	b := bf(t, g, 0, h513Bear(t, "Bear", 2, 2, 0))
	fs := bf(t, g, 1, creature(t, "Lance Knight", "{3}{W}{W}", 5, 5, ability.FirstStrike, "Knight"))
	ox := bf(t, g, 1, creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: fs, Player: 0}, game.Attack{Attacker: ox, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: w, Attacker: fs}, game.Block{Blocker: b, Attacker: ox})
	h482Stepped(t, g, game.FirstStrikeDamage)
	require.True(t, gone(g, w), "3 of the 5 dealt")
	require.False(t, gone(g, b))
	passTo(t, g, 1, game.Main2)
	require.True(t, gone(g, b), "no Warden, no prevention")
	require.Equal(t, 2, info(t, g, ox).Damage)
}

// 4. A planeswalker of one's own with "If a source would deal damage to
// this planeswalker, prevent X of that damage, where X is the number of
// creatures you control." Alice's Javelin (3 damage to target creature
// or player) at Bob, who controls Ward Sage and two creatures: she may
// redirect it to the Sage (CR 306.7); the redirected damage meets the
// Sage's prevention (CR 616.2: an effect may become applicable once a
// redirection modified the event): 1 is dealt and 1 loyalty counter is
// removed (CR 306.8). Bob stays at 20.
func TestH513PlaneswalkerOwnPreventionAfterRedirect(t *testing.T) {
	sage := h513Walker(t, "Ward Sage", "Sage", ability.Static{Affects: ability.AffectsSelf, PreventPerCreature: true})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	p := bf(t, g, 1, sage, withLoyalty(5))
	bf(t, g, 1, h513Bear(t, "Bear", 2, 2, 0))
	bf(t, g, 1, h513Bear(t, "Bear", 2, 2, 0))
	j := hand(t, g, 0, h482Bolt(t, "Javelin", "{1}{R}", 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, j, pl(1)))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []game.ObjectID{0, p}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, p)))
	resolve(t, g, nil)
	require.Equal(t, 4, counter(t, g, p, game.Loyalty))
	require.Equal(t, 20, g.Life(1))
}

// 5. Prevention, deathtouch, lifelink and trample together. Alice's
// Venom Lion (3/3 deathtouch, lifelink, trample) is blocked by Bob's
// Warden, his only creature (X = 1). 1 is lethal damage from deathtouch,
// whatever prevention will do (CR 702.2c, 702.19b): 1 is assigned to the
// Warden, 2 to Bob. The Warden's 1 is prevented, so it isn't dealt
// deathtouch damage and lives (CR 615.6, 702.2b); Alice gains only the
// 2 dealt (CR 702.15b). The Warden's 1 to the Lion is dealt.
func TestH513DeathtouchLifelinkTrampleIntoWarden(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	l := bf(t, g, 0, creature(t, "Venom Lion", "{2}{B}{G}", 3, 3, ability.Deathtouch|ability.Lifelink|ability.Trample, "Cat"))
	w := bf(t, g, 1, h513Warden(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: l, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: w, Attacker: l})
	passTo(t, g, 0, game.Main2)
	require.False(t, gone(g, w))
	require.Zero(t, info(t, g, w).Damage)
	require.Equal(t, []int{22, 18}, lifes(g))
	require.Equal(t, 1, info(t, g, l).Damage)
}

// 6. A shield for a player is not a shield for their planeswalker:
// "prevent all damage that would be dealt to target player this turn by
// sources of the color of your choice" names the player (CR 615.1,
// 609.7). Bob shields himself from red in Alice's declare attackers
// step; her two red 3/3s attack, one Bob and one his planeswalker. The
// one at Bob deals nothing; the other removes 3 loyalty (CR 306.8).
func TestH513PlayerShieldDoesNotCoverWalker(t *testing.T) {
	tavi := h513Walker(t, "Tavi, Ember Warden", "Tavi")
	brute := creature(t, "Ember Brute", "{2}{R}", 3, 3, 0, "Ogre")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	p := bf(t, g, 1, tavi, withLoyalty(5))
	a1 := bf(t, g, 0, brute)
	a2 := bf(t, g, 0, brute)
	s := hand(t, g, 1, sunwardShield(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 1}, game.Attack{Attacker: a2, Player: game.NoPlayer, Planeswalker: p})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, pl(1)))
	h482Color(t, g, 1, mana.Red)
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, counter(t, g, p, game.Loyalty))
}

// ---------------------------------------------------------------------
// Part 2. Regeneration shields

// 7. An Aura grants "{G}: Regenerate this creature." A granted ability
// is the creature's own (CR 613.1f; the creature is its source), so the
// shield is the creature's: Alice's Doom Pin destroys Bob's enchanted
// Bear, which regenerates instead, tapped and without damage
// (CR 701.13a). The Aura stays on it.
func TestH513GrantedRegenerationShieldsTheCreature(t *testing.T) {
	a := ability.Activated{Cost: ability.Cost{Mana: cost("{G}")}, Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}}}
	skin := h476Aura(t, "Troll Skin", "{G}", []ability.Static{{Affects: ability.AffectsAttached, Grant: &a}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 1)
	b := bf(t, g, 1, h513Bear(t, "Bear", 2, 2, 0))
	au := bf(t, g, 1, skin, game.PutOptions{AttachedTo: b})
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d, obj(b)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, b, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, b))
	require.True(t, info(t, g, b).Tapped)
	require.False(t, gone(g, au))
}

// 8. A planeswalker of one's own with "0: Regenerate this planeswalker."
// Regeneration protects any permanent from destruction (CR 701.13a):
// Alice gives Moss Sage two shields (its 0 ability and Mending Ward);
// Bob's Ruin on it is replaced, and the Sage is tapped. Then Bob's
// Javelin at Alice, which he redirects to the Sage (CR 306.7), removes
// its last 3 loyalty counters (CR 306.8): a planeswalker with 0 loyalty
// is not destroyed but put into its owner's graveyard (CR 704.5i,
// 306.9), so the shield left doesn't keep it.
func TestH513PlaneswalkerRegeneratesButNotAtZeroLoyalty(t *testing.T) {
	sage := def(t, card.Definition{Name: "Moss Sage", ManaCost: cost("{2}{G}{G}"), Types: ability.Planeswalker, Subtypes: []string{"Moss"}, Loyalty: 3,
		Activated: []ability.Activated{loyal(0, nil, ability.Effect{Op: ability.OpRegenerate, Subject: ability.SubjectSelf})}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Swamp, 2)
	lands(t, g, 1, card.Mountain, 2)
	p := bf(t, g, 0, sage, withLoyalty(3))
	w := hand(t, g, 0, h513Ward(t))
	r := hand(t, g, 1, h513Ruin(t))
	j := hand(t, g, 1, h482Bolt(t, "Javelin", "{1}{R}", 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, p, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, w, obj(p)))
	resolve(t, g, nil) // two shields now
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r, obj(p)))
	resolve(t, g, nil)
	require.False(t, gone(g, p), "one shield used")
	require.True(t, info(t, g, p).Tapped)
	require.Equal(t, 3, counter(t, g, p, game.Loyalty))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, j, pl(0)))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(chooseObj(1, p)))
	resolve(t, g, nil)
	require.True(t, gone(g, p), "0 loyalty: no destruction to replace")
	require.Equal(t, 20, g.Life(0))
}

// 9. Lethal damage and deathtouch damage at once make one destruction
// (CR 704.3: state-based actions are performed simultaneously; 704.5g
// and 704.5h both destroy), so one regeneration shield replaces it
// (CR 701.13a). Alice's Moss Troll (4/4, "{G}: Regenerate") with two
// shields attacks and is blocked by Bob's deathtouch 1/1 and his 4/4
// Ox: it is dealt 5, regenerates once, and is removed from combat
// (CR 506.4). The second shield is still there for Bob's first Doom
// Pin; his second destroys it.
func TestH513LethalAndDeathtouchUseOneShield(t *testing.T) {
	troll := h513Troll(t, "Moss Troll", 4, 4, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Swamp, 2)
	tr := bf(t, g, 0, troll)
	asp := bf(t, g, 1, creature(t, "Pit Asp", "{B}", 1, 1, ability.Deathtouch, "Snake"))
	ox := bf(t, g, 1, creature(t, "Hill Ox", "{2}{G}", 4, 4, 0, "Ox"))
	d1 := hand(t, g, 1, doomDef)
	d2 := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: tr, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: asp, Attacker: tr}, game.Block{Blocker: ox, Attacker: tr})
	h513Order(t, g, 0, asp, ox)
	require.NoError(t, g.Activate(0, tr, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, tr, 0))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main2)
	require.False(t, gone(g, tr))
	require.True(t, info(t, g, tr).Tapped)
	require.Zero(t, info(t, g, tr).Damage)
	require.True(t, gone(g, asp))
	require.Equal(t, 3, info(t, g, ox).Damage)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d1, obj(tr)))
	resolve(t, g, nil)
	require.False(t, gone(g, tr), "the second shield")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d2, obj(tr)))
	resolve(t, g, nil)
	require.True(t, gone(g, tr), "no shield left")
}

// 10. A blocker that regenerates in the first-strike damage step is
// removed from combat (CR 701.13a, 506.4); the attacker stays blocked.
// Alice's Lance Troll (3/3 double strike, trample) is blocked by Bob's
// shielded 2/2 Moss Troll. First strike: 2 is lethal to the Troll, 1
// tramples over to Bob (CR 702.19b); the Troll regenerates. Second step
// (CR 702.4b): blocked, with no creature blocking it, all 3 go to Bob
// (CR 702.19c). Bob is at 16; the Troll lives, tapped.
func TestH513DoubleStrikeTrampleAfterBlockerRegenerated(t *testing.T) {
	lance := creature(t, "Lance Rhino", "{2}{R}{G}", 3, 3, ability.DoubleStrike|ability.Trample, "Rhino")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	a := bf(t, g, 0, lance)
	tr := bf(t, g, 1, h513Troll(t, "Moss Troll", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: tr, Attacker: a})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	resolve(t, g, nil)
	h482Stepped(t, g, game.FirstStrikeDamage)
	require.Equal(t, 19, g.Life(1))
	require.False(t, g.InCombat(tr))
	require.True(t, g.Blocked(a))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 16, g.Life(1))
	require.False(t, gone(g, tr))
	require.True(t, info(t, g, tr).Tapped)
	require.Zero(t, info(t, g, a).Damage, "the Troll, out of combat, dealt none")
}

// 11. Sacrifice is not destruction (CR 701.15a): a regeneration shield
// doesn't replace it (CR 701.13a). Bob's Moss Troll, shielded, is his
// only creature when Alice's Grim Edict makes him sacrifice one.
func TestH513SacrificeIgnoresShield(t *testing.T) {
	edict := instant(t, "Grim Edict", "{1}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoTarget, Target: 0, Group: ability.Group{Types: ability.Creature}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Forest, 1)
	tr := bf(t, g, 1, h513Troll(t, "Moss Troll", 2, 2, 0))
	e := hand(t, g, 0, edict)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	resolve(t, g, func(d game.Decision) game.Action { return chooseObj(d.Player, tr) })
	require.True(t, gone(g, tr))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, tr))
}

// ---------------------------------------------------------------------
// Part 3. Entering with counters, tapped, or as a copy

// 12. Tokens of one's own: a 0/0 green Ooze that "enters the battlefield
// tapped with two +1/+1 counters on it". The replacement effects apply
// to tokens created by an effect like to any permanent entering
// (CR 614.1c, 614.1d, 110.5e): Alice's Ooze Call makes two, each a
// tapped 2/2 that survives the state-based check (CR 704.5f).
func TestH513TokensEnterWithCountersAndTapped(t *testing.T) {
	tok := def(t, card.Definition{Name: "Ooze", Types: ability.Creature, Subtypes: []string{"Ooze"}, Colors: mana.SetOf(mana.Green),
		Power: C(0), Toughness: C(0), Restrictions: ability.EntersTapped,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)}})
	sp := sorcery(t, "Ooze Call", "{1}{G}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	s := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	oozes := h513Mine(t, g, 0, tok)
	require.Len(t, oozes, 2)
	for _, id := range oozes {
		require.True(t, info(t, g, id).Tapped)
		require.Equal(t, [2]int{2, 2}, pt(t, g, id))
		require.Equal(t, 2, counter(t, g, id, game.PlusOne))
	}
}

// 13. Sluggish Mimic (1/1, "enters the battlefield tapped with two +1/+1
// counters on it"; "you may have it enter as a copy of a creature you
// control") cast by Alice, who controls a Bear. The copy effect is
// applied first (CR 616.1c); then the permanent that would enter is a
// Bear, without the Mimic's own replacement effects (CR 614.12, 706.2):
// an untapped 2/2 without counters (as CR 616.1e's example of Rusted
// Sentinel under Essence of the Wild). A second Mimic that copies
// nothing enters as itself: tapped, a 3/3.
func TestH513MimicCastCopyDropsOwnReplacements(t *testing.T) {
	bear := h513Bear(t, "Bear", 2, 2, 0)
	mimic := h513Mimic(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	b := bf(t, g, 0, bear)
	m1 := hand(t, g, 0, mimic)
	m2 := hand(t, g, 0, mimic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m1))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideChooseCard, d.Kind)
		require.Contains(t, choices(g), b)
		return chooseObj(0, b)
	})
	bears := h513Mine(t, g, 0, bear)
	require.Len(t, bears, 2)
	for _, id := range bears {
		require.False(t, info(t, g, id).Tapped)
		require.Equal(t, [2]int{2, 2}, pt(t, g, id))
	}
	require.NoError(t, g.Cast(0, m2))
	resolve(t, g, func(d game.Decision) game.Action { return chooseObj(0, 0) })
	ms := h513Mine(t, g, 0, mimic)
	require.Len(t, ms, 1)
	require.True(t, info(t, g, ms[0]).Tapped)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ms[0]))
}

// ---------------------------------------------------------------------
// Part 4. Redirection to planeswalkers, several of them

// 14. Four players. Bob controls one planeswalker, Carol two, Dave one.
// Alice's Ember Storm deals 2 damage to each opponent; for each, she may
// have it dealt to a planeswalker that opponent controls (CR 306.7),
// asked in turn order (CR 101.4), each time with that opponent's
// planeswalkers only. Saved and cloned after her answer for Bob: Dave's
// planeswalker is refused for Carol's damage; she picks Carol's second
// one, then keeps Dave's damage on Dave. All of it is dealt at once
// once every answer is in.
func TestH513RedirectFourPlayersSeveralWalkers(t *testing.T) {
	storm := sorcery(t, "Ember Storm", "{2}{R}", nil,
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(2)})
	w1, w2 := h513Walker(t, "Tavi, Ember Warden", "Tavi"), h513Walker(t, "Orrin, Cinder Warden", "Orrin")
	w3, w4 := h513Walker(t, "Sella, Ash Warden", "Sella"), h513Walker(t, "Vara, Coal Warden", "Vara")
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	pb := bf(t, g, 1, w1, withLoyalty(5))
	pc1 := bf(t, g, 2, w2, withLoyalty(5))
	pc2 := bf(t, g, 2, w3, withLoyalty(5))
	pd := bf(t, g, 3, w4, withLoyalty(5))
	s := hand(t, g, 0, storm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	passStack(t, g)
	require.Equal(t, game.DecideRedirect, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []game.ObjectID{0, pb}, choices(g), "Bob's")
	require.NoError(t, g.Apply(chooseObj(0, pb)))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{0, pc1, pc2}, choices(g), "Carol's")
	require.Equal(t, []int{20, 20, 20, 20}, lifes(g), "nothing dealt yet")
	gs := h479Copies(t, g, storm, w1, w2, w3, w4)
	for _, x := range gs {
		require.Error(t, x.Apply(chooseObj(0, pd)), "Dave's planeswalker is not Carol's")
		require.NoError(t, x.Apply(chooseObj(0, pc2)))
		require.Equal(t, game.DecideRedirect, x.Pending().Kind)
		require.Equal(t, []game.ObjectID{0, pd}, choices(x), "Dave's")
		require.NoError(t, x.Apply(chooseObj(0, 0)))
		resolve(t, x, nil)
		require.Equal(t, []int{20, 20, 20, 18}, lifes(x))
		require.Equal(t, 3, counter(t, x, pb, game.Loyalty))
		require.Equal(t, 5, counter(t, x, pc1, game.Loyalty))
		require.Equal(t, 3, counter(t, x, pc2, game.Loyalty))
		require.Equal(t, 5, counter(t, x, pd, game.Loyalty))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 5. Definitions Check refuses

// 15. What the vocabulary doesn't play is refused, at the field, with a
// reason: "prevent the next 3 damage" (a shield used up in part,
// CR 615.7) is not an OpPrevent, which prevents all of it; a prevention
// "to this" (SubjectSelf); a prevention to a target without a colour
// chosen; "prevent all but 1" on a creature (an emblem's only);
// "regenerate, it can't be regenerated"; an "enters with" that isn't
// counters; "enters with" counters on something else than itself.
func TestH513CheckRefusesPreventionOutsideVocabulary(t *testing.T) {
	shield := func(e ability.Effect) card.Definition {
		return card.Definition{Name: "Odd Shield", ManaCost: cost("{W}"), Types: ability.Instant,
			Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{e}}}
	}
	crt := func(d card.Definition) card.Definition {
		d.Name, d.ManaCost, d.Types, d.Power, d.Toughness = "Odd Wall", cost("{1}{W}"), ability.Creature, C(0), C(4)
		return d
	}
	for _, c := range []struct {
		name string
		d    card.Definition
		path string
	}{
		{"prevent the next 3", shield(ability.Effect{Op: ability.OpPrevent, Target: 0, ChooseColor: true, Amount: ability.N(3)}), "Amount"},
		{"prevent to itself", shield(ability.Effect{Op: ability.OpPrevent, Subject: ability.SubjectSelf}), "Subject"},
		{"no colour", shield(ability.Effect{Op: ability.OpPrevent, Target: 0}), "ChooseColor"},
		{"regenerate, can't be regenerated", shield(ability.Effect{Op: ability.OpRegenerate, Target: 0, NoRegenerate: true}), "NoRegenerate"},
		{"all but 1 on a creature", crt(card.Definition{Statics: []ability.Static{{PreventAllButOne: true}}}), "Statics[0].PreventAllButOne"},
		{"enters with damage", crt(card.Definition{EntersWithCounters: &ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectSelf, Amount: ability.N(1)}}), "EntersWithCounters.Op"},
		{"enters with, on a target", crt(card.Definition{EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectTarget, Counter: "+1/+1", Amount: ability.N(1)}}), "EntersWithCounters.Subject"},
	} {
		err := card.Define(c.d).Check()
		require.Error(t, err, c.name)
		require.Contains(t, err.Error(), c.path, c.name)
	}
}

// ---------------------------------------------------------------------
// Faults this set found, fixed (and a definition Check now refuses)

// 16. A planeswalker being attacked that regenerates stays attacked. By
// CR 506.4 a permanent is removed from combat when "it's an attacking or
// blocking creature that regenerates"; CR 701.13a removes a regenerated
// permanent from combat only "if it's an attacking or blocking
// creature". Bob's Hill Ox (3/3) attacks Alice's Tavi (5 loyalty); Bob
// casts Ruin on Tavi, Alice answers with Mending Ward ("Regenerate
// target permanent"): Tavi regenerates, tapped, and is still attacked;
// the unblocked Ox deals it 3 (CR 510.1a, 306.8): 2 loyalty left. (The
// engine used to remove Tavi from combat, so that the Ox dealt no
// damage.)
func TestH513RegeneratedWalkerStaysAttacked(t *testing.T) {
	tavi := h513Walker(t, "Tavi, Ember Warden", "Tavi")
	ward, ruin := h513Ward(t), h513Ruin(t)
	ox := creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox")
	for _, regen := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Forest, 1)
		lands(t, g, 1, card.Swamp, 2)
		p := bf(t, g, 0, tavi, withLoyalty(5))
		o := bf(t, g, 1, ox)
		w := hand(t, g, 0, ward)
		r := hand(t, g, 1, ruin)
		require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
		attack(t, g, 1, game.Attack{Attacker: o, Player: game.NoPlayer, Planeswalker: p})
		if regen {
			require.NoError(t, g.Cast(1, r, obj(p)))
			require.NoError(t, g.Pass(1))
			require.NoError(t, g.Cast(0, w, obj(p)))
			resolve(t, g, nil)
			require.False(t, gone(g, p))
			require.True(t, info(t, g, p).Tapped)
		}
		passTo(t, g, 1, game.Main2)
		require.Equal(t, 2, counter(t, g, p, game.Loyalty), "regenerated: %v", regen)
	}
}

// 17. Sluggish Mimic (see test 13) put onto the battlefield from Alice's
// graveyard by Unearth Rite, copying her Bear. The copy effect applies
// first as it enters (CR 616.1c, 614.12, 706.2), however it enters
// (docs/rules.md: "it enters as what it became (its entering triggers
// and 'enters with' counters are the copy's)"): it should be an untapped
// 2/2 Bear without counters, as when it is cast (test 13). (The engine
// used to make it a tapped 4/4 Bear.)
func TestH513MimicReturnedTakesCopysReplacements(t *testing.T) {
	bear := h513Bear(t, "Bear", 2, 2, 0)
	mimic := h513Mimic(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	b := bf(t, g, 0, bear)
	m := put(t, g, 0, zone.Graveyard, mimic)
	r := hand(t, g, 0, h513Rite(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(m)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideChooseCard, d.Kind)
		return chooseObj(0, b)
	})
	bears := h513Mine(t, g, 0, bear)
	require.Len(t, bears, 2)
	for _, id := range bears {
		require.False(t, info(t, g, id).Tapped)
		require.Equal(t, [2]int{2, 2}, pt(t, g, id))
		require.Zero(t, counter(t, g, id, game.PlusOne))
	}
}

// 18. Combat damage is dealt simultaneously (CR 510.2), and a static
// ability's effect applies "at any given moment" to what its text
// indicates (CR 611.3a): Desperate Warden's prevention applies to the
// combat damage event only if Alice's life total is below her starting
// life total as that event happens. Alice is at 20; Bob attacks with a
// 2/2 Wolf and a 3/3 Ox, she blocks the Ox with her 2/2 Bear. As the
// damage is dealt she is at 20: no prevention, the Bear is dealt 3 and
// dies, and she goes to 18. (The engine used to read the condition
// between assignments: the result depended on the order the attackers
// were declared in.)
func TestH513ConditionalPreventionReadsLifeBeforeCombatDamage(t *testing.T) {
	warden := h513DesperateWarden(t)
	bear := h513Bear(t, "Bear", 2, 2, 0)
	wolf := creature(t, "Wolf", "{1}{G}", 2, 2, 0, "Wolf")
	oxd := creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox")
	for _, wolfFirst := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, warden)
		bl := bf(t, g, 0, bear)
		w := bf(t, g, 1, wolf)
		ox := bf(t, g, 1, oxd)
		require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
		as := []game.Attack{{Attacker: w, Player: 0}, {Attacker: ox, Player: 0}}
		if !wolfFirst {
			as[0], as[1] = as[1], as[0]
		}
		attack(t, g, 1, as...)
		toBlockers(t, g)
		block(t, g, 0, game.Block{Blocker: bl, Attacker: ox})
		passTo(t, g, 1, game.Main2)
		require.Equal(t, 18, g.Life(0))
		require.True(t, gone(g, bl), "Wolf declared first: %v", wolfFirst)
	}
}

// 19. The same with one sentence of a spell. Alice's Searing Pact,
// "Searing Pact deals 3 damage to you and 3 damage to target creature",
// deals its damage in one event (CR 608.2c; the engine deals such a run
// of damage at once, as docs/rules.md says); she aims it at her own
// Bear while controlling Desperate Warden, at 20 life. As the damage is
// dealt she is at 20, so the Warden prevents nothing (CR 611.3a): the
// Bear is dealt 3 and dies, and she goes to 17. (The engine used to
// read the condition after Alice's 3, and the Bear lived.)
func TestH513ConditionalPreventionReadsLifeBeforeSpellDamage(t *testing.T) {
	pact := instant(t, "Searing Pact", "{1}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoYou, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, h513DesperateWarden(t))
	bl := bf(t, g, 0, h513Bear(t, "Bear", 2, 2, 0))
	p := hand(t, g, 0, pact)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, p, obj(bl)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(0))
	require.True(t, gone(g, bl))
}

// 20. "Creatures your opponents control enter the battlefield tapped"
// (a group static with the restriction EntersTapped) is a replacement of
// how other permanents enter (CR 614.1d, 614.12), and "spells you cast
// can't be countered" one that reaches the stack; the engine reads both
// from each card's own Restrictions, so Check refuses them in a static
// of a group or of what the source is attached to, naming the field.
func TestH513GroupEntersTappedRefused(t *testing.T) {
	for _, st := range []ability.Static{
		{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide}, Restrictions: ability.EntersTapped},
		{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, Restrictions: ability.CantBeCountered},
	} {
		d := card.Define(card.Definition{Name: "Stillness", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Statics: []ability.Static{st}})
		err := d.Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe)
		require.Equal(t, "Statics[0].Restrictions", fe.Field)
	}
}
