package card_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 46-th set: keywords and evasion with cards of one's own.
// Landwalk (CR 702.14c) against lands whose basic land types effects
// add ("each land is a Swamp", "target land becomes a Swamp in
// addition") or remove ("is no longer a Forest", CR 205.1b, 305.6-7);
// landwalk and flying lost with all abilities and given back by a newer
// effect, and keywords an Aura grants before or after that (CR 613.1f,
// 613.6, 613.6a, 613.6d); protection from colours: damage, Auras,
// blocking, targeting by its own controller's spells, gained after
// blocks, against multicoloured blockers and deathtouch (CR 702.16);
// hexproof against one's own and an opponent's ability (CR 702.11b);
// indestructible against destruction, lethal damage, deathtouch and
// -X/-X, and lost with damage marked (CR 702.12b, 704.5f-h); defender
// lost and granted in timestamp order (CR 702.3b, 613.6); "Walls can't
// block", "can't be blocked except by Walls" and "target Goblin" after
// creature types are added, replaced or removed (CR 205.1b, 613.1d,
// 509.1b, 114.1); intimidate after a colour change (CR 702.13b, 613.1e);
// blocks that stand after evasion is gained (CR 506.4a, 509.1h); and
// what the views (ObjectInfo, View) say of subtypes and keywords.

// h528Game is a two-player game with libraries, not yet started.
func h528Game(t *testing.T) *game.Game {
	t.Helper()
	g := newGame(t, 2)
	libs(t, g, 8)
	return g
}

// h528Spell is a checked instant or sorcery with one target.
func h528Spell(t *testing.T, name, mc string, ty ability.Type, ts ability.TargetSpec, es ...ability.Effect) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ty,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ts}, Effects: es}})
}

// h528Aura is a checked Aura "Enchant creature" with one static for the
// enchanted creature, and flash when flash is set.
func h528Aura(t *testing.T, name, mc string, flash bool, st ability.Static) *card.Definition {
	t.Helper()
	st.Affects = ability.AffectsAttached
	var kw ability.Keyword
	if flash {
		kw = ability.Flash
	}
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Keywords: kw, Enchant: ability.TargetCreature, Statics: []ability.Static{st}})
}

// h528Enchantment is a checked enchantment with the given statics.
func h528Enchantment(t *testing.T, name, mc string, sts ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Statics: sts})
}

var h528TargetLand = ability.TargetSpec{Allow: ability.AllowLand}

// h528Attack passes to the declaration of attackers and declares as.
func h528Attack(t *testing.T, g *game.Game, as ...game.Attack) {
	t.Helper()
	for i := 0; i < 100 && g.Pending().Kind != game.DecideAttackers; i++ {
		d := g.Pending()
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	attack(t, g, g.ActivePlayer(), as...)
}

// h528AskedBlocks passes priority in the declare attackers step and
// reports whether the defending player is then asked for blockers (CR
// 509.1: asked only when some creature could block).
func h528AskedBlocks(t *testing.T, g *game.Game) bool {
	t.Helper()
	for i := 0; i < 100; i++ {
		d := g.Pending()
		if d.Kind == game.DecideBlockers {
			return true
		}
		if d.Kind != game.DecidePriority || g.Step() != game.DeclareAttackers {
			return false
		}
		require.NoError(t, g.Pass(d.Player))
	}
	return false
}

// h528MayBlock reports whether blocker b may block attacker a in the
// pending block declaration: the listing offers it exactly when Apply
// takes it (checked on a clone).
func h528MayBlock(t *testing.T, g *game.Game, b, a game.ObjectID) bool {
	t.Helper()
	d := g.Pending()
	require.Equal(t, game.DecideBlockers, d.Kind, g.Prompt(game.English))
	listed := false
	for _, x := range g.LegalActions(nil) {
		if x.Kind != game.ActDeclareBlockers {
			continue
		}
		for _, bl := range x.Blockers {
			listed = listed || bl.Blocker == b && bl.Attacker == a
		}
	}
	c := g.Clone()
	err := c.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player, Blockers: []game.Block{{Blocker: b, Attacker: a}}})
	require.Equal(t, listed, err == nil, "listing and Apply disagree on %v blocking %v: %v", b, a, err)
	return listed
}

// h528Rule requires err to be a *game.RuleError citing rule.
func h528Rule(t *testing.T, err error, rule string) {
	t.Helper()
	require.Error(t, err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "not a RuleError: %v", err)
	require.True(t, re.Rule == rule || slices.Contains(splitAlso(re.Also), rule), "error %v cites not %s", err, rule)
}

func splitAlso(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			w := s[start:i]
			for len(w) > 0 && w[0] == ' ' {
				w = w[1:]
			}
			out = append(out, w)
			start = i + 1
		}
	}
	return out
}

// h528Viewed is the permanent named name in p's view.
func h528Viewed(t *testing.T, g *game.Game, p game.PlayerID, name string) game.ViewObject {
	t.Helper()
	for _, o := range g.View(p).Battlefield {
		if o.Name == name {
			return o
		}
	}
	t.Fatalf("%s not on the battlefield in %v's view", name, p)
	return game.ViewObject{}
}

// h528BobCasts passes Alice's priority in her main phase (empty stack)
// and has Bob cast id at ts, then resolves it.
func h528BobCasts(t *testing.T, g *game.Game, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.NoError(t, g.Cast(1, id, ts...))
	resolve(t, g, nil)
}

// h528Attackable reports whether LegalActions offers an attack with a.
func h528Attackable(g *game.Game, a game.ObjectID) bool {
	for _, x := range g.LegalActions(nil) {
		if x.Kind != game.ActDeclareAttackers {
			continue
		}
		for _, at := range x.Attackers {
			if at.Attacker == a {
				return true
			}
		}
	}
	return false
}

// h528ToAttackers passes priority until the attackers are asked.
func h528ToAttackers(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 100 && g.Pending().Kind != game.DecideAttackers; i++ {
		d := g.Pending()
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind, g.Prompt(game.English))
}

// ---------------------------------------------------------------------
// Part 1. Landwalk and land types

// 1. Gloomwater Tide: {2}{B} enchantment, "Each land is a Swamp in
// addition to its other land types." Alice controls it; Bob controls a
// Plains only. The Plains is a Swamp too (CR 305.7, 613.1d), so Alice's
// Bog Stalker (swampwalk) can't be blocked (CR 702.14c), while her
// vanilla Marsh Hound can. Both the query and Bob's view list the
// Plains as "Plains" and "Swamp"; it taps for {B} (CR 305.6).
func TestH528SwampwalkAllLandsAreSwamps(t *testing.T) {
	tide := h528Enchantment(t, "Gloomwater Tide", "{2}{B}", ability.Static{LandsAre: "Swamp"})
	g := h528Game(t)
	bf(t, g, 0, tide)
	st := bf(t, g, 0, creature(t, "Bog Stalker", "{1}{B}", 2, 2, ability.Swampwalk, "Zombie"))
	hd := bf(t, g, 0, creature(t, "Marsh Hound", "{1}{B}", 2, 2, 0, "Hound"))
	pln := bf(t, g, 1, card.Plains)
	bear := bf(t, g, 1, creature(t, "Tide Bear", "{1}{W}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.ElementsMatch(t, []string{"Plains", "Swamp"}, info(t, g, pln).Subtypes)
	require.ElementsMatch(t, []string{"Plains", "Swamp"}, h528Viewed(t, g, 1, "Plains").Subtypes)
	h528Attack(t, g, game.Attack{Attacker: st, Player: 1}, game.Attack{Attacker: hd, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.False(t, h528MayBlock(t, g, bear, st), "swampwalk: Bob controls a Swamp")
	require.True(t, h528MayBlock(t, g, bear, hd))
	err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: bear, Attacker: st}}})
	h528Rule(t, err, "702.14c")
}

// 2. Sylvan Hush: {U} instant, "Target creature loses all abilities
// until end of turn." Wild Path: {G} instant, "Target creature gains
// forestwalk until end of turn." Alice's Wood Strider has forestwalk;
// Bob controls a Forest. Bob casts Sylvan Hush on the Strider in Alice's
// main phase: it has no keywords (CR 613.1f) and can be blocked. Alice
// then casts Wild Path on it: the newer effect adds forestwalk after
// the removal (CR 613.6), so it can't be blocked again (CR 702.14c);
// the views say so at each point.
func TestH528LandwalkLostThenRegranted(t *testing.T) {
	hush := h528Spell(t, "Sylvan Hush", "{U}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, LoseAllAbilities: true})
	path := h528Spell(t, "Wild Path", "{G}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Forestwalk})
	g := h528Game(t)
	lands(t, g, 0, card.Forest, 1)
	st := bf(t, g, 0, creature(t, "Wood Strider", "{1}{G}", 2, 2, ability.Forestwalk, "Elf"))
	hd := bf(t, g, 0, creature(t, "Wood Hound", "{1}{G}", 2, 2, 0, "Hound"))
	p := hand(t, g, 0, path)
	bf(t, g, 1, card.Forest)
	lands(t, g, 1, card.Island, 1)
	bear := bf(t, g, 1, creature(t, "Hush Bear", "{1}{G}", 2, 2, 0, "Bear"))
	h := hand(t, g, 1, hush)
	require.NoError(t, g.Start(2, 0, game.Main1))

	c := g.Clone()
	h528BobCasts(t, c, h, obj(st))
	require.Zero(t, info(t, c, st).Keywords)
	require.Zero(t, h528Viewed(t, c, 1, "Wood Strider").Keywords)
	h528Attack(t, c, game.Attack{Attacker: st, Player: 1}, game.Attack{Attacker: hd, Player: 1})
	require.True(t, h528AskedBlocks(t, c))
	require.True(t, h528MayBlock(t, c, bear, st), "no forestwalk left")

	h528BobCasts(t, g, h, obj(st))
	require.NoError(t, g.Cast(0, p, obj(st)))
	resolve(t, g, nil)
	require.Equal(t, ability.Forestwalk, info(t, g, st).Keywords)
	require.Equal(t, ability.Forestwalk, h528Viewed(t, g, 1, "Wood Strider").Keywords)
	h528Attack(t, g, game.Attack{Attacker: st, Player: 1}, game.Attack{Attacker: hd, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.False(t, h528MayBlock(t, g, bear, st), "forestwalk granted after the loss")
	require.True(t, h528MayBlock(t, g, bear, hd))
}

// ---------------------------------------------------------------------
// Part 2. Protection

// 3. Ember Ward: {W} Aura with flash, "Enchanted creature has protection
// from red." Alice's white Dawn Knight 2/2 attacks and Bob's red Cinder
// Ogre 3/3 blocks it. Alice then flashes Ember Ward onto the Knight.
// Protection doesn't undo the block (CR 506.4a, 509.1h): the Ogre keeps
// blocking and Bob is dealt no damage; the Ogre's 3 damage is prevented
// (CR 702.16e), the Knight's 2 is dealt, and the Knight survives.
func TestH528ProtectionAfterBlocks(t *testing.T) {
	ward := h528Aura(t, "Ember Ward", "{W}", true, ability.Static{Protection: mana.SetOf(mana.Red)})
	g := h528Game(t)
	lands(t, g, 0, card.Plains, 1)
	k := bf(t, g, 0, creature(t, "Dawn Knight", "{1}{W}", 2, 2, 0, "Knight"))
	w := hand(t, g, 0, ward)
	ogre := bf(t, g, 1, creature(t, "Cinder Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h528Attack(t, g, game.Attack{Attacker: k, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	block(t, g, 1, game.Block{Blocker: ogre, Attacker: k})
	require.Equal(t, game.DeclareBlockers, g.Step())
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Cast(0, w, obj(k)))
	resolve(t, g, nil)
	require.Equal(t, mana.SetOf(mana.Red), info(t, g, k).Protection)
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1), "the Knight stays blocked")
	require.Equal(t, zone.Battlefield, zoneOf(t, g, k))
	require.Zero(t, info(t, g, k).Damage, "red damage prevented")
	require.Equal(t, 2, info(t, g, ogre).Damage)
}

// 4. Alice controls Pale Sentinel (2/2, "protection from white") and
// Veiled Scout (2/2, hexproof); Bob controls Stone Slinger, "{T}: Stone
// Slinger deals 1 damage to target creature". Alice's white Blessing,
// "Target creature gets +1/+1 until end of turn", can't target the
// Sentinel: protection stops spells of the colour whoever controls them
// (CR 702.16b). It can target the Scout: hexproof stops only opponents
// (CR 702.11b). Bob's Slinger can target the Sentinel (a colourless
// source) but not the Scout (CR 702.11b: abilities too).
func TestH528ProtectionStopsOwnSpellsHexproofDoesNot(t *testing.T) {
	blessing := h528Spell(t, "Blessing", "{W}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1})
	sentinel := def(t, card.Definition{Name: "Pale Sentinel", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Soldier"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.White)}}})
	slinger := def(t, card.Definition{Name: "Stone Slinger", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Construct"}, Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := h528Game(t)
	lands(t, g, 0, card.Plains, 1)
	sen := bf(t, g, 0, sentinel)
	sc := bf(t, g, 0, creature(t, "Veiled Scout", "{1}{U}", 2, 2, ability.Hexproof, "Scout"))
	b := hand(t, g, 0, blessing)
	sl := bf(t, g, 1, slinger)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, b, obj(sen)))
	require.True(t, offered(g, b, obj(sc)))
	h528Rule(t, g.Clone().Cast(0, b, obj(sen)), "702.16b")
	require.NoError(t, g.Cast(0, b, obj(sc)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, sc))

	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h528Rule(t, g.Clone().Activate(1, sl, 0, obj(sc)), "702.11b")
	require.NoError(t, g.Activate(1, sl, 0, obj(sen)))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, sen).Damage)
}

// 5. Pale Mantle: {W} Aura, "Enchanted creature has protection from
// white." Without "this effect doesn't remove" it (CR 702.16m), the
// white Mantle can't stay on the creature it protects: it is put into
// its owner's graveyard as a state-based action (CR 702.16c, 704.5n),
// and the protection ends with it. Pale Ward, the same with "This
// effect doesn't remove Auras.", stays and protects (CR 702.16m).
func TestH528AuraGrantingProtectionFromItsOwnColour(t *testing.T) {
	pale := h528Aura(t, "Pale Mantle", "{W}", false, ability.Static{Protection: mana.SetOf(mana.White)})
	kept := def(t, card.Definition{Name: "Pale Ward", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Protection: mana.SetOf(mana.White), ProtectionKeepsAuras: true}}})
	g := h528Game(t)
	lands(t, g, 0, card.Plains, 2)
	bear := bf(t, g, 0, creature(t, "Mantle Bear", "{1}{G}", 2, 2, 0, "Bear"))
	m := hand(t, g, 0, pale)
	kw := hand(t, g, 0, kept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m), "CR 704.5n: a white Aura on a creature with protection from white")
	require.Zero(t, info(t, g, bear).Protection)
	require.NoError(t, g.Cast(0, kw, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, kw), "CR 702.16m: this effect doesn't remove Auras")
	require.Equal(t, mana.SetOf(mana.White), info(t, g, bear).Protection)
}

// 6. Alice's Flame Warden (2/2, "protection from red") attacks. Bob's
// Sunfire Guard, cost {R/W}{R/W}, is red and white (CR 105.2b, 202.2):
// it has the stated quality and can't block the Warden (CR 702.16f).
// Bob's colourless Iron Sentry (an artifact creature) can.
func TestH528ProtectionAgainstMulticolouredBlocker(t *testing.T) {
	warden := def(t, card.Definition{Name: "Flame Warden", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Soldier"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Red)}}})
	g := h528Game(t)
	w := bf(t, g, 0, warden)
	guard := bf(t, g, 1, creature(t, "Sunfire Guard", "{R/W}{R/W}", 2, 2, 0, "Soldier"))
	iron := bf(t, g, 1, def(t, card.Definition{Name: "Iron Sentry", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Construct"}, Power: C(1), Toughness: C(3)}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h528Attack(t, g, game.Attack{Attacker: w, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.False(t, h528MayBlock(t, g, guard, w), "a red-and-white creature is red")
	require.True(t, h528MayBlock(t, g, iron, w))
	h528Rule(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: guard, Attacker: w}}}), "702.16f")
}

// 7. Bob's Moss Paladin (2/2, "protection from green") blocks Alice's
// green Venom Mite (1/1, deathtouch). Protection doesn't stop the
// Paladin from blocking a green creature (CR 702.16f is about attacking
// creatures with protection); the Mite's damage is prevented (CR
// 702.16e), so deathtouch never applies (CR 702.2b: damage must be
// dealt) and the Paladin survives; the Mite dies.
func TestH528ProtectedBlockerVersusDeathtouch(t *testing.T) {
	paladin := def(t, card.Definition{Name: "Moss Paladin", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Knight"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Green)}}})
	g := h528Game(t)
	mite := bf(t, g, 0, creature(t, "Venom Mite", "{G}", 1, 1, ability.Deathtouch, "Insect"))
	pal := bf(t, g, 1, paladin)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h528Attack(t, g, game.Attack{Attacker: mite, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	block(t, g, 1, game.Block{Blocker: pal, Attacker: mite})
	combatTo(t, g, game.Main2)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, pal))
	require.Zero(t, info(t, g, pal).Damage)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, mite))
}

// ---------------------------------------------------------------------
// Part 3. Indestructible

// 8. Alice's Bastion Golem is a 3/3 with indestructible. "Destroy target
// creature" leaves it (CR 702.12b); 5 damage is marked but doesn't
// destroy it (CR 704.5g, 702.12b); damage from a deathtouch source
// doesn't either (CR 704.5h destroys; indestructible stops it). "Target
// creature gets -3/-3 until end of turn" puts it into the graveyard: its
// toughness is 0 (CR 704.5f, which isn't destruction).
func TestH528IndestructibleFourWays(t *testing.T) {
	golem := creature(t, "Bastion Golem", "{4}", 3, 3, ability.Indestructible, "Golem")
	blast := h528Spell(t, "Pyre Blast", "{R}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(5)})
	wither := h528Spell(t, "Withering Touch", "{B}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -3, Toughness: -3})
	asp := def(t, card.Definition{Name: "Asp Fang", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Snake"},
		Power: C(1), Toughness: C(1), Keywords: ability.Deathtouch, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := h528Game(t)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Mountain, 1)
	gl := bf(t, g, 0, golem)
	a := bf(t, g, 0, asp)
	d := hand(t, g, 0, doomDef)
	bl := hand(t, g, 0, blast)
	wi := hand(t, g, 0, wither)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d, obj(gl)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, gl))
	require.NoError(t, g.Cast(0, bl, obj(gl)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, gl))
	require.Equal(t, 5, info(t, g, gl).Damage)
	require.NoError(t, g.Activate(0, a, 0, obj(gl)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, gl))
	require.Equal(t, 6, info(t, g, gl).Damage)
	require.NoError(t, g.Cast(0, wi, obj(gl)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, gl), "CR 704.5f: toughness 0")
}

// 9. Stone Blessing: {W} instant, "Target creature gains indestructible
// until end of turn." Brittle Curse: {B} instant, "Target creature loses
// indestructible until end of turn." Alice's Bear gains indestructible
// and is dealt 4 damage: it stays, damage marked. Brittle Curse, a newer
// effect, removes the keyword (CR 613.6): the lethal damage still marked
// destroys it as the next state-based actions are checked (CR 704.5g).
// Cast in the other order, the blessing (newer) wins and the Bear lives.
func TestH528IndestructibleLostWithDamageMarked(t *testing.T) {
	bless := h528Spell(t, "Stone Blessing", "{W}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Indestructible})
	curse := h528Spell(t, "Brittle Curse", "{B}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Indestructible})
	blast := h528Spell(t, "Pyre Blast", "{R}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(4)})
	for _, blessFirst := range []bool{true, false} {
		g := h528Game(t)
		lands(t, g, 0, card.Plains, 1)
		lands(t, g, 0, card.Swamp, 1)
		lands(t, g, 0, card.Mountain, 1)
		bear := bf(t, g, 0, creature(t, "Brittle Bear", "{1}{G}", 2, 2, 0, "Bear"))
		bl := hand(t, g, 0, bless)
		cu := hand(t, g, 0, curse)
		px := hand(t, g, 0, blast)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if !blessFirst {
			require.NoError(t, g.Cast(0, cu, obj(bear)))
			resolve(t, g, nil)
		}
		require.NoError(t, g.Cast(0, bl, obj(bear)))
		resolve(t, g, nil)
		require.NoError(t, g.Cast(0, px, obj(bear)))
		resolve(t, g, nil)
		require.Equal(t, zone.Battlefield, zoneOf(t, g, bear))
		require.Equal(t, 4, info(t, g, bear).Damage)
		if !blessFirst {
			require.True(t, info(t, g, bear).Keywords.Has(ability.Indestructible))
			continue
		}
		require.NoError(t, g.Cast(0, cu, obj(bear)))
		resolve(t, g, nil)
		require.Equal(t, zone.Graveyard, zoneOf(t, g, bear), "lethal damage marked, indestructible lost (CR 704.5g)")
	}
}

// ---------------------------------------------------------------------
// Part 4. Defender, "can't block", creature types

// 10. Loosened Stones: {R} instant, "Target creature loses defender
// until end of turn." Sentry Chains: {W} Aura, "Enchanted creature has
// defender." Alice's Rampart Wall (3/4, defender; beside a Gate Hound): after Loosened Stones
// it may attack (CR 702.3b no longer applies). Chains attached after the
// loss are newer (CR 613.6a, 613.6d) and give defender back: it can't
// attack. With the Chains attached first, Loosened Stones is newer and
// the Wall may attack (CR 613.6); the view shows defender exactly when
// it has it.
func TestH528DefenderInTimestampOrder(t *testing.T) {
	loosen := h528Spell(t, "Loosened Stones", "{R}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Defender})
	chains := h528Aura(t, "Sentry Chains", "{W}", false, ability.Static{Keywords: ability.Defender})
	wall := creature(t, "Rampart Wall", "{2}{W}", 3, 4, ability.Defender, "Wall")
	for _, chainsFirst := range []bool{false, true} {
		g := h528Game(t)
		lands(t, g, 0, card.Mountain, 1)
		lands(t, g, 0, card.Plains, 1)
		w := bf(t, g, 0, wall)
		bf(t, g, 0, creature(t, "Gate Hound", "{1}{R}", 2, 2, 0, "Hound")) // so that attackers are asked
		lo := hand(t, g, 0, loosen)
		ch := hand(t, g, 0, chains)
		require.NoError(t, g.Start(2, 0, game.Main1))
		first, second := lo, ch
		if chainsFirst {
			first, second = ch, lo
		}
		require.NoError(t, g.Cast(0, first, obj(w)))
		resolve(t, g, nil)
		require.NoError(t, g.Cast(0, second, obj(w)))
		resolve(t, g, nil)
		has := !chainsFirst // the newer effect decides
		require.Equal(t, has, info(t, g, w).Keywords.Has(ability.Defender), "chains first: %v", chainsFirst)
		require.Equal(t, has, h528Viewed(t, g, 0, "Rampart Wall").Keywords.Has(ability.Defender))
		h528ToAttackers(t, g)
		require.Equal(t, !has, h528Attackable(g, w), "chains first: %v", chainsFirst)
		err := g.Clone().Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: w, Player: 1}}})
		if has {
			h528Rule(t, err, "702.3b")
		} else {
			require.NoError(t, err)
		}
	}
}

// h528Frogify is "Target creature becomes a Frog" (it loses its other
// creature types, CR 205.1b) until end of turn; h528Wallify "Target
// creature becomes a Wall in addition to its other types".
func h528Frogify(t *testing.T) *card.Definition {
	return h528Spell(t, "Frog Hex", "{U}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, AddSubtype: "Frog", ReplaceCreatureTypes: true})
}

func h528Wallify(t *testing.T) *card.Definition {
	return h528Spell(t, "Stone Skin", "{W}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, AddSubtype: "Wall"})
}

// 11. Crumbling Decree: {1}{R} enchantment, "Walls can't block." Bob's
// Granite Wall becomes a Frog (Frog Hex) and is no longer a Wall (CR
// 205.1b, 613.1d): it may block. Bob's Bear becomes a Wall in addition
// to its other types (Stone Skin): "Walls" now names it and it can't
// block (CR 509.1b). Views list the new subtypes.
func TestH528WallsCantBlockAfterTypeChanges(t *testing.T) {
	decree := h528Enchantment(t, "Crumbling Decree", "{1}{R}", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Subtype: "Wall"}, Restrictions: ability.CantBlock})
	g := h528Game(t)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Plains, 1)
	bf(t, g, 0, decree)
	a1 := bf(t, g, 0, creature(t, "Raider One", "{1}{R}", 2, 2, 0, "Goblin"))
	wall := bf(t, g, 1, creature(t, "Granite Wall", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	bear := bf(t, g, 1, creature(t, "Hedge Bear", "{1}{G}", 2, 2, 0, "Bear"))
	fr := hand(t, g, 0, h528Frogify(t))
	sk := hand(t, g, 0, h528Wallify(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, fr, obj(wall)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, sk, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, []string{"Frog"}, info(t, g, wall).Subtypes)
	require.ElementsMatch(t, []string{"Bear", "Wall"}, info(t, g, bear).Subtypes)
	require.ElementsMatch(t, []string{"Bear", "Wall"}, h528Viewed(t, g, 1, "Hedge Bear").Subtypes)
	require.Equal(t, []string{"Frog"}, h528Viewed(t, g, 1, "Granite Wall").Subtypes)
	h528Attack(t, g, game.Attack{Attacker: a1, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.True(t, h528MayBlock(t, g, wall, a1), "a Frog, no longer a Wall")
	require.False(t, h528MayBlock(t, g, bear, a1), "a Wall now: Walls can't block")
}

// 12. Alice's Tunnel Sprite: "can't be blocked except by Walls". Bob's
// Bear that became a Wall in addition (Stone Skin) may block it; Bob's
// Granite Wall made a Frog (Frog Hex) may not (CR 509.1b, 205.1b).
func TestH528ExceptByWallsAfterTypeChanges(t *testing.T) {
	sprite := def(t, card.Definition{Name: "Tunnel Sprite", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Faerie"},
		Power: C(2), Toughness: C(1), Restrictions: ability.CantBeBlockedExceptByWalls})
	g := h528Game(t)
	sp := bf(t, g, 0, sprite)
	wall := bf(t, g, 1, creature(t, "Granite Wall", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	bear := bf(t, g, 1, creature(t, "Hedge Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Plains, 1)
	fr := hand(t, g, 1, h528Frogify(t))
	sk := hand(t, g, 1, h528Wallify(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h528BobCasts(t, g, fr, obj(wall))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sk, obj(bear)))
	resolve(t, g, nil)
	h528Attack(t, g, game.Attack{Attacker: sp, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.True(t, h528MayBlock(t, g, bear, sp))
	require.False(t, h528MayBlock(t, g, wall, sp))
}

// 13. Goblin Bane: {R} instant, "Destroy target Goblin." Bob's Goblin
// Raider made a Frog (Frog Hex) is no Goblin and can't be targeted;
// Bob's Bear that became a Goblin in addition ("Target creature becomes
// a Goblin in addition to its other types") can (CR 114.1, 205.1b,
// 613.1d).
func TestH528TargetGoblinAfterTypeChanges(t *testing.T) {
	bane := h528Spell(t, "Goblin Bane", "{R}", ability.Instant,
		ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Subtype: "Goblin"}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	goblinize := h528Spell(t, "Goblin Grin", "{R}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, AddSubtype: "Goblin"})
	g := h528Game(t)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Mountain, 2)
	gob := bf(t, g, 1, creature(t, "Goblin Raider", "{1}{R}", 2, 1, 0, "Goblin", "Warrior"))
	bear := bf(t, g, 1, creature(t, "Grin Bear", "{1}{G}", 2, 2, 0, "Bear"))
	fr := hand(t, g, 0, h528Frogify(t))
	gg := hand(t, g, 0, goblinize)
	bn := hand(t, g, 0, bane)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, bn, obj(gob)))
	require.False(t, offered(g, bn, obj(bear)))
	require.NoError(t, g.Cast(0, fr, obj(gob)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, gg, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, []string{"Frog"}, info(t, g, gob).Subtypes)
	require.False(t, offered(g, bn, obj(gob)))
	require.True(t, offered(g, bn, obj(bear)))
	require.Error(t, g.Clone().Cast(0, bn, obj(gob)))
	require.NoError(t, g.Cast(0, bn, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bear))
}

// ---------------------------------------------------------------------
// Part 5. Flying, reach, intimidate

// 14. Canopy Net: {1}{G} enchantment, "Creatures you control have
// reach." Bob's Net Bear may block Alice's Sky Hawk (CR 702.9b,
// 702.17b). Updraft: {U} instant, "Target creature gains flying until
// end of turn", cast by Alice on her Ground Bear after Bob's Net Wolf
// blocked it, doesn't undo the block (CR 506.4a, 509.1h): the Bear and
// the Wolf deal each other damage and Bob loses no life.
func TestH528ReachAndFlyingAfterBlocks(t *testing.T) {
	net := h528Enchantment(t, "Canopy Net", "{1}{G}", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, Keywords: ability.Reach})
	updraft := h528Spell(t, "Updraft", "{U}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Flying})
	g := h528Game(t)
	lands(t, g, 0, card.Island, 1)
	hawk := bf(t, g, 0, creature(t, "Sky Hawk", "{1}{W}", 2, 2, ability.Flying, "Bird"))
	ab := bf(t, g, 0, creature(t, "Ground Bear", "{1}{G}", 2, 2, 0, "Bear"))
	up := hand(t, g, 0, updraft)
	bf(t, g, 1, net)
	bb := bf(t, g, 1, creature(t, "Net Bear", "{1}{G}", 2, 2, 0, "Bear"))
	wolf := bf(t, g, 1, creature(t, "Net Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, bb).Keywords.Has(ability.Reach))
	require.True(t, h528Viewed(t, g, 0, "Net Bear").Keywords.Has(ability.Reach))
	h528Attack(t, g, game.Attack{Attacker: hawk, Player: 1}, game.Attack{Attacker: ab, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.True(t, h528MayBlock(t, g, bb, hawk))
	block(t, g, 1, game.Block{Blocker: bb, Attacker: hawk}, game.Block{Blocker: wolf, Attacker: ab})
	require.NoError(t, g.Cast(0, up, obj(ab)))
	resolve(t, g, nil)
	require.True(t, info(t, g, ab).Keywords.Has(ability.Flying))
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ab))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, wolf))
}

// 15. Feather Charm: {W} Aura, "Enchanted creature has flying." Sylvan
// Hush makes Alice's Bear lose all abilities. A Feather Charm attached
// before the Hush gives nothing (the loss is newer, CR 613.6); one
// attached after it is newer (CR 613.6a, 613.6d) and gives flying: Bob's
// Bear can't block it (CR 702.9b).
func TestH528AuraKeywordAroundLossOfAbilities(t *testing.T) {
	hush := h528Spell(t, "Sylvan Hush", "{U}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, LoseAllAbilities: true})
	charm := h528Aura(t, "Feather Charm", "{W}", false, ability.Static{Keywords: ability.Flying})
	for _, charmFirst := range []bool{true, false} {
		g := h528Game(t)
		lands(t, g, 0, card.Island, 1)
		lands(t, g, 0, card.Plains, 1)
		ab := bf(t, g, 0, creature(t, "Charmed Bear", "{1}{G}", 2, 2, 0, "Bear"))
		h := hand(t, g, 0, hush)
		c := hand(t, g, 0, charm)
		bb := bf(t, g, 1, creature(t, "Watch Bear", "{1}{G}", 2, 2, 0, "Bear"))
		require.NoError(t, g.Start(2, 0, game.Main1))
		first, second := h, c
		if charmFirst {
			first, second = c, h
		}
		require.NoError(t, g.Cast(0, first, obj(ab)))
		resolve(t, g, nil)
		require.NoError(t, g.Cast(0, second, obj(ab)))
		resolve(t, g, nil)
		flies := !charmFirst
		require.Equal(t, flies, info(t, g, ab).Keywords.Has(ability.Flying), "charm first: %v", charmFirst)
		require.Equal(t, flies, h528Viewed(t, g, 1, "Charmed Bear").Keywords.Has(ability.Flying))
		h528Attack(t, g, game.Attack{Attacker: ab, Player: 1})
		if flies {
			require.False(t, h528AskedBlocks(t, g), "nothing can block a flyer")
			continue
		}
		require.True(t, h528AskedBlocks(t, g))
		require.True(t, h528MayBlock(t, g, bb, ab))
	}
}

// 16. Alice's Ash Stalker is red with intimidate. Bob's green Bear
// can't block it (CR 702.13b). Crimson Dye: {R} instant, "Target
// creature becomes red until end of turn" (layer 5, CR 613.1e), cast by
// Bob on his Bear: it now shares a colour and may block.
func TestH528IntimidateAfterColourChange(t *testing.T) {
	dye := h528Spell(t, "Crimson Dye", "{R}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, SetColors: mana.SetOf(mana.Red)})
	g := h528Game(t)
	st := bf(t, g, 0, creature(t, "Ash Stalker", "{1}{R}", 2, 2, ability.Intimidate, "Elemental"))
	hd := bf(t, g, 0, creature(t, "Ash Hound", "{1}{R}", 2, 2, 0, "Hound"))
	bear := bf(t, g, 1, creature(t, "Dyed Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 1, card.Mountain, 1)
	d := hand(t, g, 1, dye)
	require.NoError(t, g.Start(2, 0, game.Main1))
	c := g.Clone()
	h528Attack(t, c, game.Attack{Attacker: st, Player: 1}, game.Attack{Attacker: hd, Player: 1})
	require.True(t, h528AskedBlocks(t, c))
	require.False(t, h528MayBlock(t, c, bear, st))
	h528BobCasts(t, g, d, obj(bear))
	require.Equal(t, mana.SetOf(mana.Red), info(t, g, bear).Colors)
	require.Equal(t, mana.SetOf(mana.Red), h528Viewed(t, g, 0, "Dyed Bear").Colors)
	h528Attack(t, g, game.Attack{Attacker: st, Player: 1}, game.Attack{Attacker: hd, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.True(t, h528MayBlock(t, g, bear, st))
}

// 17. Protection from colours only: a static giving "protection from
// colourless" names no colour (CR 702.16a allows any quality, the
// engine colours only); Check refuses it, naming the field.
func TestH528ProtectionFromColourlessRefused(t *testing.T) {
	d := card.Define(card.Definition{Name: "Void Ward", ManaCost: cost("{2}"), Types: ability.Artifact,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide},
			Protection: mana.SetOf(mana.Colorless)}}})
	err := d.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Protection")
}

// 18. Sun Blade: {1}{W} Equipment, "Equipped creature gets +1/+0",
// "Equip {1}", is white and equips Alice's Bear. Pale Ward (white Aura,
// "Enchanted creature has protection from white. This effect doesn't
// remove Auras.") then enchants the Bear: the Blade becomes unattached
// as a state-based action but stays on the battlefield (CR 702.16d,
// 704.5p), while the Ward stays (CR 702.16m). The Blade's equip ability,
// from a white source, can't target the Bear any more (CR 702.16b).
func TestH528ProtectionUnattachesEquipment(t *testing.T) {
	blade := def(t, card.Definition{Name: "Sun Blade", ManaCost: cost("{1}{W}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1}}, Activated: []ability.Activated{equipFor("{1}")}})
	ward := def(t, card.Definition{Name: "Pale Ward", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Protection: mana.SetOf(mana.White), ProtectionKeepsAuras: true}}})
	g := h528Game(t)
	lands(t, g, 0, card.Plains, 3)
	bear := bf(t, g, 0, creature(t, "Blade Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bl := bf(t, g, 0, blade, game.PutOptions{AttachedTo: bear})
	w := hand(t, g, 0, ward)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 2}, pt(t, g, bear))
	require.NoError(t, g.Cast(0, w, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, bl), "Equipment stays on the battlefield")
	require.Zero(t, info(t, g, bl).AttachedTo)
	require.Equal(t, bear, info(t, g, find(t, g, 0, ward)).AttachedTo)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	require.Error(t, g.Clone().Activate(0, bl, 0, obj(bear)))
	require.False(t, h504Offered(g, bl, obj(bear)))
}

// 19. Three players. Alice's Bog Stalker (swampwalk) attacks Bob while
// only Carol controls a Swamp: landwalk asks about the defending player
// (CR 702.14c, 506.2), so Bob's Bear may block it. Attacking Carol,
// whose Swamp counts, her Bear can't (and, with nothing else to block,
// no declaration is asked of her).
func TestH528LandwalkAsksTheDefendingPlayer(t *testing.T) {
	stalker := creature(t, "Bog Stalker", "{1}{B}", 2, 2, ability.Swampwalk, "Zombie")
	for _, defender := range []game.PlayerID{1, 2} {
		g := newGame(t, 3)
		libs(t, g, 6)
		st := bf(t, g, 0, stalker)
		bb := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
		bf(t, g, 1, card.Forest)
		bf(t, g, 2, card.Swamp)
		cb := bf(t, g, 2, creature(t, "Carol's Bear", "{1}{G}", 2, 2, 0, "Bear"))
		require.NoError(t, g.Start(2, 0, game.Main1))
		h528Attack(t, g, game.Attack{Attacker: st, Player: defender})
		if defender == 2 {
			require.False(t, h528AskedBlocks(t, g), "Carol controls a Swamp")
			_ = cb
			continue
		}
		require.True(t, h528AskedBlocks(t, g))
		require.Equal(t, game.PlayerID(1), g.Pending().Player)
		require.True(t, h528MayBlock(t, g, bb, st), "Bob controls no Swamp")
	}
}

// 20. Alice's Dawn Paladin (2/2, "protection from white") attacks and
// Bob's red Cinder Ogre (3/3) blocks it. Whitewash: {W} instant,
// "Target creature becomes white until end of turn", cast by Alice on
// the Ogre (not on the Paladin: a white spell can't target it, CR
// 702.16b). The Ogre keeps blocking (CR 506.4a, 509.1h), but its
// damage, from a white source as it would be dealt, is prevented (CR
// 702.16e); the Paladin survives and Bob loses no life.
func TestH528BlockerTurnsTheProtectedColour(t *testing.T) {
	paladin := def(t, card.Definition{Name: "Dawn Paladin", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Knight"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.White)}}})
	wash := h528Spell(t, "Whitewash", "{W}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, SetColors: mana.SetOf(mana.White)})
	g := h528Game(t)
	lands(t, g, 0, card.Plains, 1)
	pal := bf(t, g, 0, paladin)
	w := hand(t, g, 0, wash)
	ogre := bf(t, g, 1, creature(t, "Cinder Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h528Attack(t, g, game.Attack{Attacker: pal, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	block(t, g, 1, game.Block{Blocker: ogre, Attacker: pal})
	require.False(t, offered(g, w, obj(pal)))
	require.NoError(t, g.Cast(0, w, obj(ogre)))
	resolve(t, g, nil)
	require.Equal(t, mana.SetOf(mana.White), info(t, g, ogre).Colors)
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, pal))
	require.Zero(t, info(t, g, pal).Damage)
	require.Equal(t, 2, info(t, g, ogre).Damage)
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 25. Crumbling Decree ("Walls can't block") and Crack Stone: {R}
// instant, "Target creature is no longer a Wall until end of turn"
// (OpBecome with LoseSubtype "Wall"). Bob's Granite Wall is no longer a
// Wall (CR 205.1b, 613.1d), so the Decree's "Walls" doesn't name it
// and it may block (CR 509.1b); its subtypes are none, in the view and
// in Game.Object alike.
func TestH528NoLongerAWallMayBlock(t *testing.T) {
	decree := h528Enchantment(t, "Crumbling Decree", "{1}{R}", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Subtype: "Wall"}, Restrictions: ability.CantBlock})
	crack := h528Spell(t, "Crack Stone", "{R}", ability.Instant, ability.TargetCreature,
		ability.Effect{Op: ability.OpBecome, Target: 0, LoseSubtype: "Wall"})
	g := h528Game(t)
	lands(t, g, 0, card.Mountain, 1)
	bf(t, g, 0, decree)
	a1 := bf(t, g, 0, creature(t, "Raider One", "{1}{R}", 2, 2, 0, "Goblin"))
	wall := bf(t, g, 1, creature(t, "Granite Wall", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	bf(t, g, 1, creature(t, "Hedge Bear", "{1}{G}", 2, 2, 0, "Bear"))
	cs := hand(t, g, 0, crack)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, cs, obj(wall)))
	resolve(t, g, nil)
	require.Empty(t, h528Viewed(t, g, 1, "Granite Wall").Subtypes)
	require.Empty(t, info(t, g, wall).Subtypes, "the query agrees with the view")
	require.False(t, info(t, g, wall).Restrictions.Has(ability.CantBlock))
	h528Attack(t, g, game.Attack{Attacker: a1, Player: 1})
	require.True(t, h528AskedBlocks(t, g))
	require.True(t, h528MayBlock(t, g, wall, a1), "no longer a Wall")
}

// 21. Bog Seep, "Target land becomes a Swamp in addition to its other
// types until end of turn", and Blight Ground, "Target land is no
// longer a Forest until end of turn": a basic land type brings its mana
// ability with it (CR 305.6, 305.7), which the engine gives only to the
// land types a static adds ("each land is a Swamp", LandsAre). Check
// refuses both effects and names the field.
func TestH528EffectOnBasicLandTypeRefused(t *testing.T) {
	for _, c := range []struct {
		e     ability.Effect
		field string
	}{
		{ability.Effect{Op: ability.OpBecome, Target: 0, AddSubtype: "Swamp"}, "Spell.Effects[0].AddSubtype"},
		{ability.Effect{Op: ability.OpBecome, Target: 0, LoseSubtype: "Forest"}, "Spell.Effects[0].LoseSubtype"},
	} {
		d := card.Definition{Name: "Land Shift", ManaCost: cost("{B}"), Types: ability.Sorcery,
			Spell: ability.Spell{Targets: []ability.TargetSpec{h528TargetLand}, Effects: []ability.Effect{c.e}}}
		var fe *card.FieldError
		require.ErrorAs(t, card.Define(d).Check(), &fe)
		require.Equal(t, c.field, fe.Field)
	}
}
