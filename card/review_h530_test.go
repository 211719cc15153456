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

// Review of the engine changes after c5eadeb5: subtypes from resolved
// effects in timestamp order, layer-4 statics whose source lost its
// abilities, basic land types' mana abilities, partly kept copy targets,
// Auras that stop being Auras and the new Check refusals. The last
// tests guard the fixes that came with this review.

// h530Lens is a {2} artifact: "{1}, {T}: Target player loses 1 life and
// target creature that player controls gets -1/-1 until end of turn."
func h530Lens(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Grudge Lens", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
			Targets: h521Specs(ability.TargetPlayer,
				ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}}),
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
				h521Pump(1, -1, -1, 0)}}}})
}

// h530Kurkesh sets up a three-player game in Alice's main phase with
// Kurkesh, the artifact art and mana, and Bob's and Carol's creatures.
func h530Kurkesh(t *testing.T, art *card.Definition) (g *game.Game, a, ox, ox2, carolOx game.ObjectID) {
	g = h521Game(t, 3)
	lands(t, g, 0, card.Mountain, 3)
	bf(t, g, 0, card.KurkeshOnakkeAncient)
	a = bf(t, g, 0, art)
	ox = bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	ox2 = bf(t, g, 1, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	carolOx = bf(t, g, 2, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	return
}

// h530ToCopyTargets activates ability 0 of a with ts, lets Kurkesh's
// trigger resolve and pays its {R}: the copy's targets are asked.
func h530ToCopyTargets(t *testing.T, g *game.Game, a game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Activate(0, a, 0, ts...))
	require.Equal(t, 2, g.StackLen(), "Kurkesh triggered")
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(choose(0, 1)))
	require.Equal(t, game.DecideCopyTargets, g.Pending().Kind)
}

// h530Listed reports whether LegalActions offers a.
func h530Listed(g *game.Game, a game.Action) bool {
	for _, o := range g.LegalActions(nil) {
		if o.Equal(a) {
			return true
		}
	}
	return false
}

// 1. Grudge Lens copied by Kurkesh in a three-player game: the copy may
// keep both targets, change both (Carol and her Ox), or keep Bob and
// change the Ox to Bob's other one (CR 706.10c, 114.6d); the copy that
// changes the creature to Carol's while keeping Bob is refused: the new
// target must be legal (CR 114.1, ControlledByTarget0).
func TestH530CopyLensLegalChanges(t *testing.T) {
	g, lens, ox, ox2, cox := h530Kurkesh(t, h530Lens(t))
	h530ToCopyTargets(t, g, lens, pl(1), obj(ox))
	for _, ok := range []game.Action{targets(0, pl(1), obj(ox)), targets(0, pl(2), obj(cox)), targets(0, pl(1), obj(ox2))} {
		require.True(t, h530Listed(g, ok), "%v listed", ok.TargetList())
	}
	bad := targets(0, pl(1), obj(cox))
	require.False(t, h530Listed(g, bad))
	require.Error(t, g.Apply(bad))
	require.NoError(t, g.Apply(targets(0, pl(1), obj(ox2))))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, [2]int{1, 2}, pt(t, g, ox))
	require.Equal(t, [2]int{1, 2}, pt(t, g, ox2))
}

// h530LoseAll is a {U} instant: "Until end of turn, target enchantment
// loses all abilities."
func h530LoseAll(t *testing.T) *card.Definition {
	return instant(t, "Hush the Spell", "{U}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, LoseAllAbilities: true})
}

// h530Soul is an Aura, {1}{U}, "Enchant artifact. Enchanted artifact is
// a creature with base power and toughness 4/4 and flying in addition
// to its other types" plus the extra parts of the static in s.
func h530Soul(t *testing.T, s ability.Static) *card.Definition {
	s.Affects, s.AddTypes, s.SetBasePT, s.BasePower, s.BaseToughness = ability.AffectsAttached, ability.Creature, true, 4, 4
	s.Keywords |= ability.Flying
	return def(t, card.Definition{Name: "Soul Lantern", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetArtifact, Statics: []ability.Static{s}})
}

// h530Idol is a plain {1} artifact.
func h530Idol(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Brass Pebble", ManaCost: cost("{1}"), Types: ability.Artifact})
}

// h530Hush sets up Alice's artifact enchanted by Soul Lantern (extra
// static parts s), Bob's red "deal 1 damage to target creature" in
// hand, and has Alice's Hush the Spell take the Lantern's abilities.
func h530Hush(t *testing.T, s ability.Static, hushed bool) (g *game.Game, idol, soul, bolt game.ObjectID) {
	g = h521Game(t, 2)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Mountain, 2)
	idol = bf(t, g, 0, h530Idol(t))
	soul = bf(t, g, 0, h530Soul(t, s), game.PutOptions{AttachedTo: idol})
	hush := hand(t, g, 0, h530LoseAll(t))
	bolt = hand(t, g, 1, h521Inst(t, "Ember Needle", "{R}", h521Specs(ability.TargetCreature), h521Dmg(0, 1)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, idol))
	if hushed {
		require.NoError(t, g.Cast(0, hush, obj(soul)))
		resolve(t, g, nil)
	}
	return
}

// 2. An Ensoul Artifact of one's own whose static also gives flying:
// the Aura loses all its abilities, but the static began to apply in
// layer 4 and goes on in layers 6 and 7b (CR 613.5): the artifact is a
// 4/4 flying creature still.
func TestH530SoulLosesAbilitiesKeepsFlying(t *testing.T) {
	g, idol, _, _ := h530Hush(t, ability.Static{}, true)
	o := info(t, g, idol)
	require.NotZero(t, o.Types&ability.Creature)
	require.Equal(t, [2]int{4, 4}, pt(t, g, idol))
	require.True(t, o.Keywords.Has(ability.Flying), "CR 613.5")
}

// h530Unaura is a {U} instant: "Until end of turn, target enchantment
// is no longer an Aura."
func h530Unaura(t *testing.T) *card.Definition {
	return instant(t, "Loosen the Bond", "{U}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, LoseSubtype: "Aura"})
}

// 3. An Aura that stops being an Aura becomes unattached and stays on
// the battlefield (CR 704.5q): its bonus is gone. When the effect ends
// in the cleanup step it is an Aura attached to nothing, and goes to
// the graveyard (CR 514.3a, 704.5n).
func TestH530AuraNoLongerAuraFallsOffThenDies(t *testing.T) {
	g := h521Game(t, 2)
	lands(t, g, 0, card.Island, 1)
	bear := bf(t, g, 0, h521Crt(t, "Moss Ox", "{1}{G}", 2, 3, 0))
	might := def(t, card.Definition{Name: "Oxen Might", ManaCost: cost("{G}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}}})
	m := bf(t, g, 0, might, game.PutOptions{AttachedTo: bear})
	un := hand(t, g, 0, h530Unaura(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 5}, pt(t, g, bear))
	require.NoError(t, g.Cast(0, un, obj(m)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, m))
	require.NotContains(t, info(t, g, m).Subtypes, "Aura")
	require.Zero(t, info(t, g, m).AttachedTo, "CR 704.5q")
	require.Equal(t, [2]int{2, 3}, pt(t, g, bear))
	h521NextTurnTo(t, g, 1)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m), "CR 704.5n once an Aura again")
}

// 4. Check: the new refusals hold (OpAttach on a non-Equipment's
// activated ability, "sacrifice this" with "exile this", a basic land
// type given or taken away).
func TestH530CheckRefusals(t *testing.T) {
	bad := []card.Definition{
		{Name: "Loose Charm", ManaCost: cost("{1}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Targets: h521Specs(ability.TargetCreature),
				Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}}},
		{Name: "Twice Gone", ManaCost: cost("{1}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true, ExileSelf: true}, Effects: draw1}}},
		{Name: "Swampify", ManaCost: cost("{B}"), Types: ability.Instant, Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowLand}},
			Effects: []ability.Effect{{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, AddSubtype: "Swamp"}}}},
		{Name: "Unforest", ManaCost: cost("{B}"), Types: ability.Instant, Spell: ability.Spell{
			Targets: []ability.TargetSpec{{Allow: ability.AllowLand}},
			Effects: []ability.Effect{{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, LoseSubtype: "Forest"}}}},
	}
	for _, d := range bad {
		require.Error(t, card.Define(d).Check(), d.Name)
	}
}

// 5. A land card of one's own that prints "Forest Island" taps for {G}
// or {U} (CR 305.6); the M15 basic lands keep their one ability.
func TestH530LandTypesMana(t *testing.T) {
	for _, d := range []*card.Definition{card.Plains, card.Island, card.Swamp, card.Mountain, card.Forest} {
		require.Len(t, d.Activated, 1, d.Name)
	}
	tropic := def(t, card.Definition{Name: "Tangled Shore", Types: ability.Land, Subtypes: []string{"Forest", "Island"}})
	require.Len(t, tropic.Activated, 2)
	g := h521Game(t, 2)
	tr := bf(t, g, 0, tropic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: tr, Ability: 1}))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Blue))
}

// 6. A Sliver spell with convoke, {2}{G}: Alice has Sliver Hive (its
// any-colour mana only for Sliver spells, CR 106.6), a Plains and one
// white Elf. The Elf pays {1} by convoke (CR 702.50a), the Plains {1} and the
// Hive {G}: the cast is listed. (The Elf is white: it pays no {G}.) A Wurm with convoke and the
// same cost isn't listed: the Hive's coloured mana can't pay for it.
func TestH530ConvokeWithHiveMana(t *testing.T) {
	for _, sub := range []string{"Sliver", "Wurm"} {
		sp := def(t, card.Definition{Name: "Brood " + sub, ManaCost: cost("{2}{G}"), Types: ability.Creature,
			Subtypes: []string{sub}, Power: C(2), Toughness: C(2), Keywords: ability.Convoke})
		g := h521Game(t, 2)
		bf(t, g, 0, card.SliverHive)
		bf(t, g, 0, card.Plains)
		elf := bf(t, g, 0, creature(t, "Dawn Elf", "{W}", 1, 1, 0, "Elf"))
		s := hand(t, g, 0, sp)
		require.NoError(t, g.Start(2, 0, game.Main1))
		listed := false
		for _, a := range g.LegalActions(nil) {
			if a.Kind == game.ActCast && a.Object == s {
				listed = true
				require.Equal(t, []game.ObjectID{elf}, a.Convoke)
			}
		}
		require.Equal(t, sub == "Sliver", listed, sub)
	}
}

// h530GoblinDies is an enchantment: "Whenever a Goblin you control
// dies, you gain 3 life."
func h530GoblinDies(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Goblin Wake", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies,
			Match:   ability.Filter{Subtype: "Goblin", Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}}})
}

// 7. Last known information of subtypes (CR 603.10a): a Goblin Alice
// turned into a Frog dies as no Goblin (no life); a Bear an effect made
// a Goblin in addition to its types dies as a Goblin (3 life). Counts
// read the same: "power and toughness equal to the number of Goblins
// you control" (CR 604.3) skips the Frog and counts the Bear.
func TestH530SubtypesLastKnownAndCounts(t *testing.T) {
	goblinize := instant(t, "Goblin Grin", "{R}", h521Specs(ability.TargetCreature),
		ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, AddSubtype: "Goblin"})
	tally := def(t, card.Definition{Name: "Goblin Counter", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Subtypes: []string{"Shaman"}, Power: C(0), Toughness: C(0), Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Goblin"}}})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Mountain, 3)
	bf(t, g, 0, h530GoblinDies(t))
	// (two Goblins, so the counter never dies as a 0/0)
	tc := bf(t, g, 0, tally)
	gob := bf(t, g, 0, creature(t, "Goblin Sneak", "{R}", 1, 1, 0, "Goblin"))
	bear := bf(t, g, 0, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, creature(t, "Goblin Lookout", "{R}", 1, 1, 0, "Goblin"))
	frog := hand(t, g, 0, card.TurnToFrog)
	grin := hand(t, g, 0, goblinize)
	d1 := hand(t, g, 0, h521Inst(t, "Ember Needle", "{R}", h521Specs(ability.TargetCreature), h521Dmg(0, 3)))
	d2 := hand(t, g, 0, h521Inst(t, "Ember Needle", "{R}", h521Specs(ability.TargetCreature), h521Dmg(0, 3)))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, tc))
	require.NoError(t, g.Cast(0, frog, obj(gob)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, tc))
	require.NoError(t, g.Cast(0, grin, obj(bear)))
	resolve(t, g, nil)
	require.ElementsMatch(t, []string{"Bear", "Goblin"}, info(t, g, bear).Subtypes)
	require.Equal(t, [2]int{2, 2}, pt(t, g, tc), "the Bear and the Lookout, not the Frog")
	require.NoError(t, g.Cast(0, d1, obj(gob)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "a Frog died")
	require.NoError(t, g.Cast(0, d2, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0), "a Goblin died")
	require.Equal(t, [2]int{1, 1}, pt(t, g, tc))
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// D1. Grudge Lens ("target player ... and target creature that player
// controls") copied by Kurkesh with Bob and his Ox as targets. Changing
// the player to Carol while keeping Bob's Ox makes the unchanged Ox an
// illegal target, which choosing new targets must not do (CR 114.6d:
// "the new targets must be legal and must not cause any unchanged
// targets to become illegal"; 706.10c).
func TestH530CopyChangeCantMakeKeptTargetIllegal(t *testing.T) {
	g, lens, ox, _, _ := h530Kurkesh(t, h530Lens(t))
	h530ToCopyTargets(t, g, lens, pl(1), obj(ox))
	bad := targets(0, pl(2), obj(ox))
	require.False(t, h530Listed(g, bad), "CR 114.6d: not offered")
	require.Error(t, g.Apply(bad), "CR 114.6d")
}

// D2. An artifact: "{1}, {T}: Target player loses 1 life and up to one
// target creature gets -1/-1 until end of turn", activated at Bob with
// no creature. Kurkesh's copy copies the number of targets chosen (CR
// 706.10, 601.2c): new targets may replace the chosen ones (CR
// 706.10c), not add a target the original didn't have.
func TestH530CopyCantAddUpToTarget(t *testing.T) {
	rod := def(t, card.Definition{Name: "Pinch Rod", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
			Targets: h521Specs(ability.TargetPlayer, ability.TargetSpec{Allow: ability.AllowCreature, Optional: true}),
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
				h521Pump(1, -1, -1, 0)}}}})
	g, r, ox, _, _ := h530Kurkesh(t, rod)
	h530ToCopyTargets(t, g, r, pl(1))
	more := targets(0, pl(1), obj(ox))
	require.False(t, h530Listed(g, more), "CR 706.10: one target, as the original")
	require.Error(t, g.Apply(more))
}

// D3. Soul Lantern's static also gives protection from red. After the
// Lantern loses its abilities the static goes on in every layer (CR
// 613.5), flying included (test 2): protection from red too, so Bob's
// red instant can't target the artifact (CR 702.16b).
func TestH530SoulLosesAbilitiesKeepsProtection(t *testing.T) {
	for _, hushed := range []bool{false, true} {
		g, idol, _, bolt := h530Hush(t, ability.Static{Protection: mana.SetOf(mana.Red)}, hushed)
		require.True(t, info(t, g, idol).Keywords.Has(ability.Flying))
		require.NoError(t, g.Pass(0))
		require.Equal(t, game.PlayerID(1), g.Pending().Player)
		require.Error(t, g.Cast(1, bolt, obj(idol)), "hushed %v: CR 613.5, 702.16b", hushed)
	}
}

// D4. Soul Lantern's static also grants "{T}: You gain 1 life". After
// the Lantern loses its abilities, the artifact still has it (CR 613.5).
func TestH530SoulLosesAbilitiesKeepsGrant(t *testing.T) {
	grant := ability.Activated{Cost: ability.Cost{Tap: true}, Effects: gain(1)}
	for _, hushed := range []bool{false, true} {
		g, idol, _, _ := h530Hush(t, ability.Static{Grant: &grant}, hushed)
		require.NoError(t, g.Activate(0, idol, 0), "hushed %v: CR 613.5", hushed)
		resolve(t, g, nil)
		require.Equal(t, 21, g.Life(0))
	}
}

// D5. "Until end of turn, target land becomes a Gate in addition to its
// other types" (a land type, CR 205.3i): Check accepts it, and the land
// is a Gate (CR 205.1b), so "target Gate" may choose it.
func TestH530AddedLandTypeGate(t *testing.T) {
	gate := instant(t, "Raise the Gate", "{W}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectTarget, Target: 0, AddSubtype: "Gate"})
	knock := instant(t, "Knock Twice", "{W}", []ability.TargetSpec{{Allow: ability.AllowLand, Filter: ability.Filter{Subtype: "Gate"}}},
		ability.Effect{Op: ability.OpTap, Subject: ability.SubjectTarget, Target: 0})
	g := h521Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	w := bf(t, g, 0, card.Island)
	a := hand(t, g, 0, gate)
	b := hand(t, g, 0, knock)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a, obj(w)))
	resolve(t, g, nil)
	require.Contains(t, info(t, g, w).Subtypes, "Gate", "CR 205.1b")
	require.NoError(t, g.Cast(0, b, obj(w)))
}

// D6. OpAttach moves only an Equipment, the ability's source, so Check
// refuses it in any ability of a card that isn't one: "At the
// beginning of your upkeep, attach this to target creature" on an Aura
// would have to move the Aura (CR 701.3a, 303.4j).
func TestH530AuraTriggeredAttach(t *testing.T) {
	roam := card.Define(card.Definition{Name: "Roaming Bond", ManaCost: cost("{G}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}},
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Targets: h521Specs(ability.TargetCreature),
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}}})
	var fe *card.FieldError
	require.ErrorAs(t, roam.Check(), &fe)
	require.Equal(t, "Triggered[0].Effects[0].Op", fe.Field)
}
