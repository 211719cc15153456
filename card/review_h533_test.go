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

// Review of the engine changes after 67ed1bd5: noncreature permanents'
// own "when this dies", statics that lose their abilities, copies of
// abilities with "up to" targets, added subtypes, negative amounts,
// "when this enters" reading X, tokens that left the battlefield and
// damage only to creatures and planeswalkers. Positions that show a
// defect are at the end, under DEFECTS.

// h533Hydra is an {X}{G} 0/0 Hydra: "enters with X +1/+1 counters on
// it", with the "when this enters" ability tr, and the choice as it
// enters ch.
func h533Hydra(t *testing.T, name string, ch ability.EnterChoice, tr ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{X}{G}"), Types: ability.Creature,
		Subtypes: []string{"Hydra"}, Power: C(0), Toughness: C(0), AsEnters: ch,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.X},
		Triggered:          []ability.Triggered{tr}})
}

// h533GainX is "When this enters, you gain X life."
var h533GainX = ability.Triggered{Event: ability.EntersBattlefield,
	Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.X}}}

// h533ZapX is "When this enters, it deals X damage to target creature."
var h533ZapX = ability.Triggered{Event: ability.EntersBattlefield, Targets: []ability.TargetSpec{ability.TargetCreature},
	Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.X}}}

// 1. A creature spell with X that chooses a creature type as it enters
// (CR 614.12): its "when this enters" triggers once the choice is made,
// and still reads the X of the spell it entered from (CR 400.7c, 107.3).
func TestH533EnterXAfterCreatureTypeChoice(t *testing.T) {
	hy := h533Hydra(t, "Tribal Hydra", ability.ChooseCreatureType, h533GainX)
	g := h521Game(t, 2)
	lands(t, g, 0, card.Forest, 4)
	h := hand(t, g, 0, hy)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, h, 3))
	for g.Pending().Kind == game.DecidePriority && g.StackLen() > 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideCreatureType, g.Pending().Kind)
	// Every game that goes on from here (a clone, a load) reads X as 3.
	for _, c := range h527Copies(t, g, hy) {
		require.NoError(t, c.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 0}))
		resolve(t, c, nil)
		require.Equal(t, 23, c.Life(0), "CR 400.7c: X of the spell it entered from")
	}
}

// 2. "When this enters, it deals X damage to target creature": the
// trigger waits for its target; a save and load (and a clone) there keep
// X. Bob's 5/5 is dealt 3.
func TestH533EnterXTargetsAfterSave(t *testing.T) {
	hy := h533Hydra(t, "Spitting Hydra", 0, h533ZapX)
	big := h521Crt(t, "Moss Giant", "{3}{G}", 5, 5, 0)
	g := h521Game(t, 2)
	lands(t, g, 0, card.Forest, 4)
	h := hand(t, g, 0, hy)
	b := bf(t, g, 1, big)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, h, 3))
	for g.Pending().Kind == game.DecidePriority && g.StackLen() > 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	for _, c := range h527Copies(t, g, hy, big) {
		require.NoError(t, c.Apply(targets(0, obj(b))))
		resolve(t, c, nil)
		require.Equal(t, 3, info(t, c, b).Damage, "X is 3")
	}
}

// 3. A Hydra card in Alice's graveyard; a sorcery with X ("Return target
// creature card from a graveyard to the battlefield")
// cast with X=2 returns it (a 1/1 "Grateful Hydra" here): it wasn't
// cast, so X is 0 for it (CR 107.3): no counters, no life.
func TestH533EnterXReanimatedIsZero(t *testing.T) {
	hy := def(t, card.Definition{Name: "Grateful Hydra", ManaCost: cost("{X}{G}"), Types: ability.Creature,
		Subtypes: []string{"Hydra"}, Power: C(1), Toughness: C(1),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.X},
		Triggered:          []ability.Triggered{h533GainX}})
	raise := sorcery(t, "Raise the Fallen", "{X}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 4)
	h := put(t, g, 0, zone.Graveyard, hy)
	r := hand(t, g, 0, raise)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, r, 2, obj(h)))
	resolve(t, g, nil)
	back := find(t, g, 0, hy)
	require.NotZero(t, back, "the Hydra is back")
	require.Equal(t, 0, counter(t, g, back, game.PlusOne), "CR 107.3")
	require.Equal(t, 20, g.Life(0), "CR 107.3: X is 0 for a permanent not cast")
}

// h533Vow is "When this is put into a graveyard from the battlefield,
// you gain 2 life" (a "when this dies", CR 700.4).
var h533Vow = ability.Triggered{Event: ability.Dies, Effects: gain(2)}

// 4. An Aura of Alice's with that ability on her Bear: the Bear is
// destroyed, the Aura goes to the graveyard as a state-based action (CR
// 704.5n) and its ability triggers: Alice gains 2.
func TestH533AuraDiesAfterCreature(t *testing.T) {
	aura := def(t, card.Definition{Name: "Mourning Veil", ManaCost: cost("{W}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}},
		Triggered: []ability.Triggered{h533Vow}})
	g := h521Game(t, 2)
	lands(t, g, 1, card.Swamp, 1)
	bear := bf(t, g, 0, h526Bear(t, "Brown Bear"))
	v := bf(t, g, 0, aura, game.PutOptions{AttachedTo: bear})
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, doom, obj(bear)))
	resolve(t, g, nil)
	require.True(t, gone(g, v))
	require.Equal(t, 22, g.Life(0), "CR 700.4, 704.5n")
}

// 5. A planeswalker with that ability, {2}{W}, loyalty 1: "-1: You gain
// 1 life." With no loyalty left it goes to the graveyard (CR 704.5i):
// it died (CR 700.4) and Alice gains 1 + 2.
func TestH533PlaneswalkerDies(t *testing.T) {
	pw := def(t, card.Definition{Name: "Ysolde the Kind", ManaCost: cost("{2}{W}"), Types: ability.Planeswalker,
		Subtypes: []string{"Ysolde"}, Loyalty: 1,
		Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: -1}, Effects: gain(1)}},
		Triggered: []ability.Triggered{h533Vow}})
	g := h521Game(t, 2)
	w := bf(t, g, 0, pw)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0))
	resolve(t, g, nil)
	require.True(t, gone(g, w))
	require.Equal(t, 23, g.Life(0), "CR 700.4, 704.5i")
}

// 6. In a three-player game, Bob controls Carol's artifact with that
// ability (she owns it). It's destroyed: the ability is controlled by
// its last controller, Bob (CR 603.3a, 603.10a), who gains 2.
func TestH533StolenArtifactDiesControllerGains(t *testing.T) {
	urn := def(t, card.Definition{Name: "Cinder Urn", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{h533Vow}})
	shatter := instant(t, "Shatter Pin", "{R}", []ability.TargetSpec{{Allow: ability.AllowArtifact}},
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0})
	g := h521Game(t, 3)
	lands(t, g, 0, card.Mountain, 1)
	u := bf(t, g, 2, urn, game.PutOptions{Controller: 1, SetController: true})
	s := hand(t, g, 0, shatter)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(u)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, u))
	require.Equal(t, []int{20, 22, 20}, []int{g.Life(0), g.Life(1), g.Life(2)}, "CR 603.3a")
}

// 7. "Destroy target enchantment. Then Quake Rune deals 3 damage to
// target creature" with Alice's Ensoul'd artifact as both (through its
// Aura): the artifact stops being a creature before the damage, which
// can't be dealt to it (CR 119.1): no damage marked.
func TestH533DamageAfterAnimationEnds(t *testing.T) {
	rune := sorcery(t, "Quake Rune", "{R}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}, ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 1, Amount: ability.N(3)})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Mountain, 1)
	idol := bf(t, g, 0, h530Idol(t))
	soul := bf(t, g, 0, card.EnsoulArtifact, game.PutOptions{AttachedTo: idol})
	r := hand(t, g, 0, rune)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(soul), obj(idol)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, idol))
	require.Equal(t, 0, info(t, g, idol).Damage, "CR 119.1")
}

// 8. Pinch Rod's copy ("target player loses 1 life and up to one target
// creature gets -1/-1") of an activation at Bob with no creature keeps
// the one target: changing the player to Carol is legal.
func TestH533CopyUpToChangePlayer(t *testing.T) {
	g, r, _, _, _ := h530Kurkesh(t, h533Rod(t))
	h530ToCopyTargets(t, g, r, pl(1))
	require.NoError(t, g.Apply(targets(0, pl(2))))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 19, g.Life(2))
}

// h533Rod is Pinch Rod: "{1}, {T}: Target player loses 1 life and up to
// one target creature gets -1/-1 until end of turn."
func h533Rod(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Pinch Rod", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
			Targets: h521Specs(ability.TargetPlayer, ability.TargetSpec{Allow: ability.AllowCreature, Optional: true}),
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
				h521Pump(1, -1, -1, 0)}}}})
}

// 9. An artifact of Alice's with "When this is put into a graveyard from
// the battlefield, you gain 2 life" and "{T}, Sacrifice this: You gain 1
// life": sacrificed as a cost it dies (CR 700.4, 701.15a), and the
// trigger goes on the stack above the ability: 2 then 1.
func TestH533SacrificedArtifactDies(t *testing.T) {
	urn := def(t, card.Definition{Name: "Ember Urn", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, SacrificeSelf: true}, Effects: gain(1)}},
		Triggered: []ability.Triggered{h533Vow}})
	g := h521Game(t, 2)
	u := bf(t, g, 0, urn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, u, 0))
	require.Equal(t, 2, g.StackLen(), "CR 603.3: the dies trigger is on the stack too")
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 10. The same with a mana ability: "Sacrifice this: Add {R}." Alice
// sacrifices it for mana: it died, and the trigger goes on the stack
// the next time a player would receive priority (CR 603.3, 605.3a).
func TestH533ManaSacrificeDies(t *testing.T) {
	urn := def(t, card.Definition{Name: "Flint Urn", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.SetOf(mana.Red)}}}},
		Triggered: []ability.Triggered{h533Vow}})
	g := h521Game(t, 2)
	u := bf(t, g, 0, urn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: u, Ability: 0, Color: mana.Red}))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, u))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0), "CR 700.4")
}

// 11. Three players: Bob owns and controls Cinder Urn (the dies ability)
// and concedes. His permanents leave the game (CR 800.4a): they aren't
// put into a graveyard, so nothing dies and nobody gains life.
func TestH533ConcedeNoDies(t *testing.T) {
	urn := def(t, card.Definition{Name: "Cinder Urn", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{h533Vow}})
	g := h521Game(t, 3)
	bf(t, g, 1, urn)
	bf(t, g, 0, urn, game.PutOptions{Controller: 1, SetController: true})
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, []int{20, 20}, []int{g.Life(0), g.Life(2)})
}

// 12. Undertow ("Return all creatures to their owners' hands. Target
// player discards a card.") at Bob, whose Soldier token goes to his hand
// beside a Plains and an Island: the token is no card (CR 108.2b), so
// Bob chooses between the two lands. A clone and a load of the game while
// the discard waits offer the same two, never the token, and discarding
// the Plains leaves the Island (the token then ceases to exist, CR
// 704.5d).
func TestH533DiscardChoiceWithTokenSaved(t *testing.T) {
	ut := sorcery(t, "Undertow", "{3}{U}{B}", []ability.TargetSpec{ability.TargetPlayer},
		h532All(ability.OpBounce, ability.Group{}),
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 0, card.Swamp, 2)
	tok := bf(t, g, 1, card.SoldierToken, game.PutOptions{Token: true})
	pln := hand(t, g, 1, card.Plains)
	isl := hand(t, g, 1, card.Island)
	u := hand(t, g, 0, ut)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, u, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	for _, c := range h527Copies(t, g, ut) {
		tid, _ := c.Follow(tok)
		var offered []game.ObjectID
		for _, a := range c.LegalActions(nil) {
			if a.Kind == game.ActDiscard {
				offered = append(offered, a.Object)
			}
		}
		require.ElementsMatch(t, []game.ObjectID{pln, isl}, offered)
		require.Error(t, c.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: tid}), "CR 108.2b")
		require.NoError(t, c.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: pln}))
		require.Equal(t, zone.Graveyard, zoneOf(t, c, pln))
		require.Equal(t, zone.Hand, zoneOf(t, c, isl))
		require.True(t, gone(c, tok))
	}
}

// 13. Alice's Ember Vow (an enchantment with the dies ability) loses
// all abilities to her Hush the Spell, then Bob destroys it: a
// leaves-the-battlefield ability looks back (CR 603.10a) and the Vow had
// none then: nothing triggers.
func TestH533HushedVowDiesSilently(t *testing.T) {
	vow := def(t, card.Definition{Name: "Ember Vow", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{h533Vow}})
	rend := instant(t, "Rend Charm", "{G}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectTarget, Target: 0})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Forest, 1)
	v := bf(t, g, 0, vow)
	hush := hand(t, g, 0, h530LoseAll(t))
	r := hand(t, g, 1, rend)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, hush, obj(v)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r, obj(v)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, v))
	require.Equal(t, 20, g.Life(0), "CR 603.10a")
}

// 14. "Destroy all nonland permanents" with Alice's Brown Bear, her Ember
// Vow and her Grave Tally ("Whenever a creature dies, you gain 1 life"):
// all go at once. The Vow's own ability triggers (CR 700.4) and the
// Tally looks back at the Bear (CR 603.10a): 2 + 1.
func TestH533WrathNoncreatureAndCreatureTogether(t *testing.T) {
	vow := def(t, card.Definition{Name: "Ember Vow", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{h533Vow}})
	ruin := sorcery(t, "Total Ruin", "{2}{B}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.PermanentTypes &^ ability.Land}})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	bf(t, g, 0, h526Bear(t, "Brown Bear"))
	bf(t, g, 0, vow)
	bf(t, g, 0, h526Tally(t))
	r := hand(t, g, 0, ruin)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0), "CR 700.4, 603.10a")
}

// Positions the engine got wrong before the fixes that came with this
// review; each test now guards the fix.

// D1. Pinch Rod activated at Bob and his Moss Ox (both targets chosen).
// Kurkesh's copy has the original's number of targets (CR 706.10): an
// answer that lists only the player (leaving the "up to one" creature
// out) is neither offered nor accepted.
func TestH533CopyCantLeaveOutUpToTarget(t *testing.T) {
	g, r, ox, _, _ := h530Kurkesh(t, h533Rod(t))
	h530ToCopyTargets(t, g, r, pl(1), obj(ox))
	less := targets(0, pl(1))
	require.False(t, h530Listed(g, less), "CR 706.10: not offered")
	require.Error(t, g.Apply(less), "CR 706.10")
}

// D2. Tuck Away, {U} instant: "Put all Auras attached to target creature
// on top of their owners' libraries." Two of Bob's Auras would go at
// once, and their owner arranges them in any order (CR 401.4), which the
// engine doesn't ask of this effect: Check refuses it, as it refuses
// OpPutIntoLibrary of every permanent of a group and of the cards a
// search found.
func TestH533CheckPutIntoLibraryAttachedToTarget(t *testing.T) {
	tuck := card.Definition{Name: "Tuck Away", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpPutIntoLibrary, Subject: ability.SubjectAttachedToTarget, Target: 0,
				Group: ability.Group{Subtype: "Aura"}, Amount: ability.N(1)}}}}
	var fe *card.FieldError
	require.ErrorAs(t, card.Define(tuck).Check(), &fe)
	require.Equal(t, "Spell.Effects[0].Subject", fe.Field)
	found := card.Define(card.Definition{Name: "Lost Paths", ManaCost: cost("{1}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{
			{Op: ability.OpSearchLibrary, Who: ability.WhoYou, Amount: ability.N(2), Filter: ability.Filter{Types: ability.Land}, Into: ability.IntoBattlefield},
			{Op: ability.OpPutIntoLibrary, Subject: ability.SubjectFound, Amount: ability.N(1)}}}})
	require.Error(t, found.Check(), "CR 401.4")
}
