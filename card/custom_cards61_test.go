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

// Custom cards, 61-th set: continuous effects with cards of one's own.
// "As long as" conditions of statics that flip in the middle of a
// resolution or with combat damage dealt at once (CR 604.2, 611.3a,
// 510.2); effects of resolved spells that lock the set they affect
// (CR 611.2c) beside statics whose set changes (CR 611.3a, 611.3b);
// type changes applied before the abilities and power and toughness
// that read them (CR 613.1d, 613.1f, 613.3, 613.4); timestamps of
// Equipment as it moves and of permanents that change control
// (CR 613.6a, 613.6d); keywords granted by statics against removals and
// "loses all abilities" in timestamp order (CR 613.1f, 613.6, 613.8);
// power and toughness set by a resolved spell and by a static (CR
// 613.3b); "until end of turn" effects ending in a second cleanup step
// (CR 514.2, 514.3a); statics whose source changes control (CR 613.1b),
// and "for as long as you control" durations (CR 611.2b).

// h548Game is a two-player game with libraries, started later.
func h548Game(t *testing.T) *game.Game {
	t.Helper()
	g := newGame(t, 2)
	libs(t, g, 8)
	return g
}

// h548Steal is a {1}{U} instant: "Gain control of target <allow> until
// end of turn" (or for good).
func h548Steal(t *testing.T, name string, allow ability.Allow, d ability.Duration) *card.Definition {
	return instant(t, name, "{1}{U}", []ability.TargetSpec{{Allow: allow}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: d})
}

// h548Standard is a {2} artifact: "{1}: Target creature gets +2/+2 for
// as long as you control <name>."
func h548Standard(t *testing.T, name string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2, Duration: ability.WhileYouControlSource}}}}})
}

// h548Ench is a checked enchantment with the given statics.
func h548Ench(t *testing.T, name string, ss ...ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{W}"), Types: ability.Enchantment, Statics: ss})
}

// h548Anthem is "Creatures you control get +p/+t and have kw."
func h548Anthem(t *testing.T, name string, p, tg int, kw ability.Keyword) *card.Definition {
	return h548Ench(t, name, ability.Static{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide},
		Power: p, Toughness: tg, Keywords: kw})
}

// h548Kw reports whether the permanent has keyword kw.
func h548Kw(t *testing.T, g *game.Game, id game.ObjectID, kw ability.Keyword) bool {
	return info(t, g, id).Keywords.Has(kw)
}

// h548Ctl is the permanent's controller.
func h548Ctl(t *testing.T, g *game.Game, id game.ObjectID) game.PlayerID {
	return info(t, g, id).Controller
}

// h548Cast casts id for p with targets and resolves the stack.
func h548Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h548To passes (no attackers, no blockers) until step s of p's turn.
func h548To(t *testing.T, g *game.Game, p game.PlayerID, s game.Step) {
	t.Helper()
	for i := 0; i < 500; i++ {
		d := g.Pending()
		if g.ActivePlayer() == p && g.Step() == s && d.Kind == game.DecidePriority && g.StackLen() == 0 {
			return
		}
		idleAnswer(t, g, d, "h548To")
	}
	t.Fatal("h548To: too long")
}

// h548Follow is the object id has become after zone changes.
func h548Follow(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectID {
	t.Helper()
	n, ok := g.Follow(id)
	require.True(t, ok)
	return n
}

// ---------------------------------------------------------------------
// Part 1. "As long as" conditions (CR 604.2, 611.3a)

// h548Brooder is a 1/1 creature: "As long as your life total is less
// than your starting life total, Ward Brooder gets +0/+3."
func h548Brooder(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Ward Brooder", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: C(1), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.If(ability.LifeBelowStarting), Toughness: 3}}})
}

// h548LoseLife is a {B} sorcery: "You lose n life."
func h548LoseLife(t *testing.T, n int) *card.Definition {
	return sorcery(t, "Blood Tithe", "{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(n)})
}

// 1. A condition that flips in the middle of a resolution (CR 608.2c,
// 611.3a, 704.3). Alice is at 17 and her Ward Brooder is 1/4. Her own
// sorcery "Mending Burn" says "Mending Burn deals 3 damage to target
// creature. You gain 5 life." The damage is dealt while the Brooder is
// 1/4; then Alice is at 22 and the static stops applying: the Brooder is
// 1/1 with 3 damage when state-based actions are next checked, and dies
// (CR 704.5g). The same spell with the instructions the other way round
// ("You gain 5 life. ... deals 3 damage") ends the same: no state-based
// action is checked in between (CR 704.3).
func TestH548ConditionFlipsMidResolution(t *testing.T) {
	for _, gainFirst := range []bool{false, true} {
		dmg := ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}
		gain := ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(5)}
		es := []ability.Effect{dmg, gain}
		if gainFirst {
			es = []ability.Effect{gain, dmg}
		}
		burn := sorcery(t, "Mending Burn", "{R}", []ability.TargetSpec{ability.TargetCreature}, es...)
		g := h548Game(t)
		lands(t, g, 0, card.Mountain, 1)
		lands(t, g, 0, card.Swamp, 1)
		b := bf(t, g, 0, h548Brooder(t))
		s := hand(t, g, 0, burn)
		tithe := hand(t, g, 0, h548LoseLife(t, 3))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.Equal(t, [2]int{1, 1}, pt(t, g, b), "at 20 the condition doesn't hold")
		h548Cast(t, g, 0, tithe)
		require.Equal(t, 17, g.Life(0))
		require.Equal(t, [2]int{1, 4}, pt(t, g, b), "CR 611.3a: below 20 it applies at once")
		h548Cast(t, g, 0, s, obj(b))
		require.Equal(t, 22, g.Life(0))
		require.True(t, gone(g, b), "gain first %v: 1/1 with 3 damage dies (CR 704.5g)", gainFirst)
	}
}

// 2. Combat damage is dealt at once (CR 510.2) and a static's condition
// is read continuously (CR 611.3a): Bob attacks with a 3/3 Ox and a 2/2
// Bear; Alice (at 20) blocks the Ox with her Ward Brooder (1/1) and lets
// the Bear through. All combat damage is dealt at once: the Brooder is
// dealt 3 and Alice 2. When state-based actions are checked Alice is at
// 18, so the Brooder is 1/4 with 3 damage and survives (CR 704.5g is
// checked on the game as it is then). Without the Bear's damage, the
// Brooder dies.
func TestH548ConditionReadAfterCombatDamage(t *testing.T) {
	for _, bearThrough := range []bool{true, false} {
		g := h548Game(t)
		br := bf(t, g, 0, h548Brooder(t))
		ox := bf(t, g, 1, creature(t, "Field Ox", "{2}{G}", 3, 3, 0, "Ox"))
		bear := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Pass(0))
		as := []game.Attack{{Attacker: ox, Player: 0}}
		if bearThrough {
			as = append(as, game.Attack{Attacker: bear, Player: 0})
		}
		h548ToAttackers(t, g)
		attack(t, g, 1, as...)
		toBlockers(t, g)
		block(t, g, 0, game.Block{Blocker: br, Attacker: ox})
		h548To(t, g, 1, game.Main2)
		if bearThrough {
			require.Equal(t, 18, g.Life(0))
			require.False(t, gone(g, br), "CR 611.3a, 704.5g: Alice is below 20, the Brooder is 1/4 with 3 damage")
			require.Equal(t, [2]int{1, 4}, pt(t, g, br))
		} else {
			require.True(t, gone(g, br), "Alice at 20: 1/1 with 3 damage")
		}
	}
}

// h548ToAttackers passes priority until attackers are asked.
func h548ToAttackers(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 100 && g.Pending().Kind != game.DecideAttackers; i++ {
		d := g.Pending()
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
}

// ---------------------------------------------------------------------
// Part 2. Effects of resolved spells lock their set (CR 611.2c) and
// statics don't (CR 611.3a)

// 3. Alice's "Goblin Rally" sorcery: "Goblin creatures get +1/+1 until
// end of turn" (SubjectAll). Her enchantment "Goblin Banner": "Goblin
// creatures get +1/+1". Her Goblin Raider (2/1) is 4/3. Her "Frogify"
// then makes the Raider a Frog (it loses its creature types, CR 205.1b):
// the Banner stops applying to it (CR 611.3b) but the Rally's bonus was
// locked in on resolution and stays (CR 611.2c): 3/2. A Goblin that
// enters after the Rally resolved gets the Banner's bonus only (2/2 from
// a 1/1). At cleanup the Rally's bonus ends (CR 514.2): the Frog is 2/1.
func TestH548RallyLockedBannerFollows(t *testing.T) {
	gob := ability.Group{Subtype: "Goblin"}
	rally := sorcery(t, "Goblin Rally", "{R}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: gob, Power: 1, Toughness: 1})
	banner := h548Ench(t, "Goblin Banner", ability.Static{Affects: ability.AffectsGroup, Group: gob, Power: 1, Toughness: 1})
	frogify := instant(t, "Frogify", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, AddSubtype: "Frog", ReplaceCreatureTypes: true, Duration: ability.Permanently})
	g := h548Game(t)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Island, 1)
	bf(t, g, 0, banner)
	r := bf(t, g, 0, creature(t, "Goblin Raider", "{1}{R}", 2, 1, 0, "Goblin", "Warrior"))
	ra := hand(t, g, 0, rally)
	fr := hand(t, g, 0, frogify)
	late := hand(t, g, 0, creature(t, "Goblin Whelp", "{R}", 1, 1, 0, "Goblin"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 2}, pt(t, g, r))
	h548Cast(t, g, 0, ra)
	require.Equal(t, [2]int{4, 3}, pt(t, g, r))
	h548Cast(t, g, 0, fr, obj(r))
	require.Equal(t, [2]int{3, 2}, pt(t, g, r), "CR 611.2c keeps the Rally's +1/+1; CR 611.3b ends the Banner's")
	h548Cast(t, g, 0, late)
	w := h548Follow(t, g, late)
	require.Equal(t, [2]int{2, 2}, pt(t, g, w), "CR 611.2c: entered after the Rally; the Banner applies")
	h548To(t, g, 1, game.Upkeep)
	require.Equal(t, [2]int{2, 1}, pt(t, g, r))
	require.Equal(t, [2]int{2, 2}, pt(t, g, w))
}

// 4. "All lands you control become 2/2 Elemental creatures until end of
// turn" (OpBecome on a group, CR 611.2c, 613.1d, 613.3b) and an anthem
// "Creatures you control get +1/+1 and have vigilance": the animated
// Forests are creatures from layer 4 on, so the anthem (layers 6 and 7c)
// applies to them: 3/3 with vigilance (CR 613.4). A Forest played after
// the spell resolved is not affected (CR 611.2c): not a creature. At
// cleanup the lands stop being creatures (CR 514.2).
func TestH548AnimatedLandsUnderAnthem(t *testing.T) {
	wake := sorcery(t, "Wake the Grove", "{G}", nil, ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Land, Side: ability.YourSide}, Power: 2, Toughness: 2,
		AddTypes: ability.Creature, AddSubtype: "Elemental"})
	g := h548Game(t)
	lands(t, g, 0, card.Forest, 2)
	bf(t, g, 0, h548Anthem(t, "Grove Oath", 1, 1, ability.Vigilance))
	w := hand(t, g, 0, wake)
	f3 := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	fs := g.Zone(0, zone.Battlefield)
	h548Cast(t, g, 0, w)
	n := 0
	for _, id := range fs {
		o := info(t, g, id)
		if o.Card == card.Forest {
			n++
			require.Equal(t, [2]int{3, 3}, pt(t, g, id), "CR 613.4: made a creature in layer 4, pumped in 7c")
			require.True(t, h548Kw(t, g, id, ability.Vigilance))
		}
	}
	require.Equal(t, 2, n)
	require.NoError(t, g.PlayLand(0, f3))
	o := info(t, g, h548Follow(t, g, f3))
	require.Equal(t, zone.Battlefield, o.Zone)
	require.False(t, o.Types&ability.Creature != 0, "CR 611.2c: played after the spell resolved")
	h548To(t, g, 1, game.Upkeep)
	for _, id := range fs {
		if info(t, g, id).Card == card.Forest {
			require.False(t, info(t, g, id).Types&ability.Creature != 0, "CR 514.2")
		}
	}
}

// ---------------------------------------------------------------------
// Part 3. Control changes of a static's source and "for as long as you
// control" (CR 611.2b, 613.1b, 613.6)

// 5. Alice's anthem "Creatures you control get +1/+1 and have first
// strike" changes control in the middle of combat. Alice attacks with
// her 2/2 Bear (3/3 first strike); Bob blocks with his 2/2 Wolf. Before
// damage Bob casts "Covet Charm" (gain control of target enchantment
// until end of turn): the static now applies to what Bob controls
// (CR 611.3a, 613.1b): the Wolf is 3/3 with first strike, the Bear 2/2
// without. The Wolf deals its damage first and the Bear dies before
// dealing any (CR 510.4). At cleanup the anthem is Alice's again
// (CR 514.2).
func TestH548AnthemStolenMidCombat(t *testing.T) {
	g := h548Game(t)
	lands(t, g, 1, card.Island, 2)
	an := bf(t, g, 0, h548Anthem(t, "Vanguard Oath", 1, 1, ability.FirstStrike))
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := bf(t, g, 1, creature(t, "Grey Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	c := hand(t, g, 1, h548Steal(t, "Covet Charm", ability.AllowEnchantment, ability.UntilEndOfTurn))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h548ToAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: b, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: w, Attacker: b})
	// Priority in the declare blockers step: Alice first, then Bob.
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, c, obj(an)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h548Ctl(t, g, an))
	require.Equal(t, [2]int{3, 3}, pt(t, g, w))
	require.True(t, h548Kw(t, g, w, ability.FirstStrike))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.False(t, h548Kw(t, g, b, ability.FirstStrike))
	h548To(t, g, 0, game.Main2)
	require.True(t, gone(g, b), "the Wolf's first-strike damage kills the Bear (CR 510.4)")
	require.False(t, gone(g, w))
	require.Zero(t, info(t, g, w).Damage, "the Bear dealt no damage")
	h548To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(0), h548Ctl(t, g, an), "CR 514.2")
	require.Equal(t, [2]int{2, 2}, pt(t, g, w))
}

// 6. A change of control gives no new timestamp (CR 613.6c-d name the
// events that do). Alice's Equipment "Titan's Yoke" ("Equipped creature
// has base power and toughness 5/5") is attached to her Bear; then her
// "Shrink Hex" makes the Bear 1/1 until end of turn (layer 7b, a later
// timestamp): 1/1. Bob takes the Yoke until end of turn: it stays
// attached (an Equipment's controller needn't control the creature,
// CR 301.5c is about equipping) and keeps its old timestamp, so the Bear
// stays 1/1. Bob taking the Bear itself changes nothing either.
func TestH548ControlChangeKeepsTimestamp(t *testing.T) {
	yoke := def(t, card.Definition{Name: "Titan's Yoke", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 5, BaseToughness: 5}},
		Activated: []ability.Activated{h548Equip}})
	hex := instant(t, "Shrink Hex", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 1, Toughness: 1})
	g := h548Game(t)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Island, 4)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	y := bf(t, g, 0, yoke, game.PutOptions{AttachedTo: b})
	hx := hand(t, g, 0, hex)
	s1 := hand(t, g, 1, h548Steal(t, "Covet Yoke", ability.AllowArtifact, ability.UntilEndOfTurn))
	s2 := hand(t, g, 1, h548Steal(t, "Covet Beast", ability.AllowCreature, ability.UntilEndOfTurn))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	h548Cast(t, g, 0, hx, obj(b))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b), "CR 613.6: the later set wins")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s1, obj(y)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h548Ctl(t, g, y))
	require.Equal(t, b, info(t, g, y).AttachedTo)
	require.Equal(t, [2]int{1, 1}, pt(t, g, b), "no new timestamp for a change of control")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s2, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h548Ctl(t, g, b))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))
}

// h548Own is "target creature you control".
var h548Own = ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}

// h548Equip is "Equip {1}" (CR 702.6a): attach to target creature you
// control, only as a sorcery.
var h548Equip = ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed,
	Targets: []ability.TargetSpec{h548Own}, Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}

// ---------------------------------------------------------------------
// Part 4. Abilities granted and removed in timestamp order (CR 613.1f,
// 613.6)

// h548Gear is an Equipment: "Equipped creature has kw. Equip {1}."
func h548Gear(t *testing.T, name string, kw ability.Keyword) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, Keywords: kw}},
		Activated: []ability.Activated{h548Equip}})
}

// 8. "Loses all abilities" against grants older and newer (CR 613.1f,
// 613.6, 613.6d). Alice's Sky Drake (2/2 flying) wears her Duelist's
// Blade ("Equipped creature has first strike"). Bob's "Hush" ("Target
// creature loses all abilities until end of turn") resolves: the Drake
// loses its printed flying and the Blade's first strike, granted by an
// older effect. Alice's anthem "Creatures you control get +1/+1 and
// have vigilance", which enters afterwards, grants vigilance (a later
// timestamp) and +1/+1 (layer 7c, not an ability of the Drake). She
// moves the Blade to her Bear and back to the Drake: attached again, the
// Blade has a new timestamp (CR 613.6d), later than Hush's, and the
// Drake has first strike again; its printed flying stays lost until the
// cleanup step (CR 514.2).
func TestH548LossOfAbilitiesAndLaterGrants(t *testing.T) {
	hush := instant(t, "Hush", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, LoseAllAbilities: true})
	g := h548Game(t)
	lands(t, g, 0, card.Plains, 5)
	lands(t, g, 1, card.Island, 1)
	d := bf(t, g, 0, creature(t, "Sky Drake", "{2}{U}", 2, 2, ability.Flying, "Drake"))
	bear := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bl := bf(t, g, 0, h548Gear(t, "Duelist's Blade", ability.FirstStrike), game.PutOptions{AttachedTo: d})
	an := hand(t, g, 0, h548Anthem(t, "Rally Banner", 1, 1, ability.Vigilance))
	hu := hand(t, g, 1, hush)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h548Kw(t, g, d, ability.Flying|ability.FirstStrike))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, hu, obj(d)))
	resolve(t, g, nil)
	require.False(t, h548Kw(t, g, d, ability.Flying), "printed ability lost (CR 613.1f)")
	require.False(t, h548Kw(t, g, d, ability.FirstStrike), "the Blade's grant is older than Hush (CR 613.6)")
	h548Cast(t, g, 0, an)
	require.True(t, h548Kw(t, g, d, ability.Vigilance), "the anthem's grant is newer than Hush (CR 613.6)")
	require.Equal(t, [2]int{3, 3}, pt(t, g, d))
	require.NoError(t, g.Activate(0, bl, 0, obj(bear)))
	resolve(t, g, nil)
	require.True(t, h548Kw(t, g, bear, ability.FirstStrike))
	require.NoError(t, g.Activate(0, bl, 0, obj(d)))
	resolve(t, g, nil)
	require.Equal(t, d, info(t, g, bl).AttachedTo)
	require.True(t, h548Kw(t, g, d, ability.FirstStrike), "attached again: a new timestamp, later than Hush (CR 613.6d)")
	require.False(t, h548Kw(t, g, d, ability.Flying))
	h548To(t, g, 1, game.Upkeep)
	require.True(t, h548Kw(t, g, d, ability.Flying|ability.FirstStrike|ability.Vigilance), "CR 514.2: Hush ended")
}

// 9. A resolved "loses flying" against a static that grants flying
// (CR 613.6, 613.8 first example). Alice's Wind Cloak (Aura-like
// Equipment: "Equipped creature has flying") is on her Bear; Bob's
// "Ground" ("Target creature loses flying until end of turn") is newer
// and wins: no flying. Alice's "Updraft" ("Target creature gains flying
// until end of turn") is newer still: flying. A second Ground after it:
// no flying. Re-equipping the Cloak (from another creature) gives it the
// latest timestamp: flying again.
func TestH548LoseFlyingTimestampOrder(t *testing.T) {
	groundE := ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Flying}
	g := h548Game(t)
	lands(t, g, 0, card.Plains, 4)
	lands(t, g, 1, card.Island, 2)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ox := bf(t, g, 0, creature(t, "Field Ox", "{2}{G}", 3, 3, 0, "Ox"))
	cl := bf(t, g, 0, h548Gear(t, "Wind Cloak", ability.Flying), game.PutOptions{AttachedTo: b})
	g1 := hand(t, g, 1, instant(t, "Ground", "{U}", []ability.TargetSpec{ability.TargetCreature}, groundE))
	g2 := hand(t, g, 1, instant(t, "Ground Again", "{U}", []ability.TargetSpec{ability.TargetCreature}, groundE))
	up := hand(t, g, 0, instant(t, "Updraft", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Flying}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h548Kw(t, g, b, ability.Flying))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, g1, obj(b)))
	resolve(t, g, nil)
	require.False(t, h548Kw(t, g, b, ability.Flying), "the removal is newer than the Cloak")
	h548Cast(t, g, 0, up, obj(b))
	require.True(t, h548Kw(t, g, b, ability.Flying), "the grant is newer than the removal")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, g2, obj(b)))
	resolve(t, g, nil)
	require.False(t, h548Kw(t, g, b, ability.Flying), "the second removal is the newest")
	require.NoError(t, g.Activate(0, cl, 0, obj(ox)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, cl, 0, obj(b)))
	resolve(t, g, nil)
	require.True(t, h548Kw(t, g, b, ability.Flying), "the Cloak attached again is the newest (CR 613.6d)")
	require.False(t, h548Kw(t, g, ox, ability.Flying))
}

// ---------------------------------------------------------------------
// Part 5. Power and toughness set by a resolved spell and by statics
// (CR 613.3b, 613.6)

// 10. Alice's "Lesser Form" ("Target creature has base power and
// toughness 1/1 until end of turn", layer 7b) resolves on her Ox (3/3,
// one +1/+1 counter), which is under an anthem (+1/+1, 7c): 1/1 +1/+1
// +1/+1 = 3/3 (CR 613.4 example). Then her "Titan's Yoke" (Equipment:
// base 5/5) is equipped to it: a newer timestamp, so 5/5 wins in 7b
// (CR 613.6, 613.6d): 7/7. The Yoke moved to another creature leaves
// the Lesser Form in charge again: 3/3. At cleanup, 5/5 (3/3 printed +
// anthem + counter).
func TestH548SetPTSpellAgainstEquipment(t *testing.T) {
	yoke := def(t, card.Definition{Name: "Titan's Yoke", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 5, BaseToughness: 5}},
		Activated: []ability.Activated{h548Equip}})
	lesser := instant(t, "Lesser Form", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 1, Toughness: 1})
	g := h548Game(t)
	lands(t, g, 0, card.Island, 4)
	bf(t, g, 0, h548Anthem(t, "Rally Banner", 1, 1, 0))
	ox := bf(t, g, 0, creature(t, "Field Ox", "{2}{G}", 3, 3, 0, "Ox"), game.PutOptions{Counters: [game.NumCounterKinds]int{game.PlusOne: 1}})
	bear := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	y := bf(t, g, 0, yoke)
	l := hand(t, g, 0, lesser)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{5, 5}, pt(t, g, ox))
	h548Cast(t, g, 0, l, obj(ox))
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox), "1/1 in 7b, +1/+1 in 7c, +1/+1 in 7d")
	require.NoError(t, g.Activate(0, y, 0, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{7, 7}, pt(t, g, ox), "the Yoke's timestamp is newer (CR 613.6d)")
	require.NoError(t, g.Activate(0, y, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
	require.Equal(t, [2]int{6, 6}, pt(t, g, bear))
	h548To(t, g, 1, game.Upkeep)
	require.Equal(t, [2]int{5, 5}, pt(t, g, ox))
}

// 11. A static's timestamp is its permanent's, not the moment its "as
// long as" condition starts to hold (CR 613.6a). Alice's Iron Golem
// (2/2): "As long as you control an artifact other than Iron Golem, it
// has base power and toughness 5/5" (layer 7b). Her Aura "Wither Curse"
// ("Enchanted creature has base power and toughness 1/1") is attached to
// it later, so the Aura's effect is newer. When an artifact enters, the
// Golem's static starts to apply but keeps the Golem's older timestamp:
// the Aura still wins, 1/1. With the Aura gone (destroyed), 5/5.
func TestH548ConditionalBasePTKeepsTimestamp(t *testing.T) {
	golem := def(t, card.Definition{Name: "Iron Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetBasePT: true, BasePower: 5, BaseToughness: 5,
			If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Artifact, Other: true}}}}})
	curse := def(t, card.Definition{Name: "Wither Curse", ManaCost: cost("{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 1, BaseToughness: 1}}})
	shatter := instant(t, "Unweave", "{W}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}}, ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := h548Game(t)
	lands(t, g, 0, card.Plains, 3)
	gl := bf(t, g, 0, golem)
	cu := bf(t, g, 0, curse, game.PutOptions{AttachedTo: gl})
	idol := hand(t, g, 0, def(t, card.Definition{Name: "Iron Idol", ManaCost: cost("{2}"), Types: ability.Artifact}))
	un := hand(t, g, 0, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, gl))
	h548Cast(t, g, 0, idol)
	require.Equal(t, [2]int{1, 1}, pt(t, g, gl), "CR 613.6a: the static keeps the Golem's timestamp; the Aura is newer")
	h548Cast(t, g, 0, un, obj(cu))
	require.True(t, gone(g, cu))
	require.Equal(t, [2]int{5, 5}, pt(t, g, gl))
}

// 12. "Attacking creatures you control get +1/+1" (a static read
// continuously, CR 611.3a) against removal from combat at the end of
// combat (CR 511.3). Alice's Bear attacks (3/3) and is blocked by Bob's
// 2/2 Wolf: the Wolf dies and the Bear has 2 damage. In the end of
// combat step the Bear is still attacking (3/3, alive); when that step
// ends it is removed from combat, the bonus stops, and as a 2/2 with 2
// damage it dies (CR 704.5g).
func TestH548AttackingBonusEndsAfterCombat(t *testing.T) {
	g := h548Game(t)
	bf(t, g, 0, h548Ench(t, "Charge Banner", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Side: ability.YourSide, Attacking: true}, Power: 1, Toughness: 1}))
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := bf(t, g, 1, creature(t, "Grey Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h548ToAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: b, Player: 1})
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: w, Attacker: b})
	for i := 0; i < 20 && g.Step() != game.EndCombat; i++ {
		idleAnswer(t, g, g.Pending(), "TestH548AttackingBonusEndsAfterCombat")
	}
	require.Equal(t, game.EndCombat, g.Step())
	require.True(t, gone(g, w))
	require.False(t, gone(g, b), "still attacking in the end of combat step")
	require.Equal(t, 2, info(t, g, b).Damage)
	h548To(t, g, 0, game.Main2)
	require.True(t, gone(g, b), "CR 511.3, 704.5g: removed from combat, 2/2 with 2 damage")
}

// 13. "Until end of turn" effects and a second cleanup step (CR 514.2,
// 514.3a). Alice's Frail Spirit (2/2) got +0/+2 until end of turn, then
// two -1/-1 counters: 0/2. In the cleanup step the bonus ends: 0/0, it
// dies (a state-based action, CR 704.5f), and her Grief Totem triggers
// ("Whenever a creature you control dies, target creature gets +2/+2
// until end of turn"). Players get priority in that cleanup step; the
// trigger resolves (her Bear 4/4) and she casts "Brace Again" (+1/+1
// until end of turn) there: 5/5. Then another cleanup step follows
// (CR 514.3a) and ends both: in Bob's upkeep the Bear is 2/2.
func TestH548SecondCleanupEndsNewEffects(t *testing.T) {
	g := h548Game(t)
	lands(t, g, 0, card.Forest, 3)
	totem := def(t, card.Definition{Name: "Grief Totem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2}}}}})
	bf(t, g, 0, totem)
	sp := bf(t, g, 0, creature(t, "Frail Spirit", "{1}{W}", 2, 2, 0, "Spirit"))
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	br := hand(t, g, 0, instant(t, "Brace", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Toughness: 2}))
	wi := hand(t, g, 0, sorcery(t, "Wither", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "-1/-1", Amount: ability.N(2)}))
	br2 := hand(t, g, 0, instant(t, "Brace Again", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1}))
	require.NoError(t, g.Start(2, 0, game.Main2))
	h548Cast(t, g, 0, br, obj(sp))
	h548Cast(t, g, 0, wi, obj(sp))
	require.Equal(t, [2]int{0, 2}, pt(t, g, sp))
	asked := false
	for i := 0; i < 50; i++ {
		d := g.Pending()
		if d.Kind == game.DecideTargets {
			require.Equal(t, game.Cleanup, g.Step())
			asked = true
			require.NoError(t, g.Apply(targets(0, obj(b))))
			continue
		}
		if g.Step() == game.Cleanup && d.Kind == game.DecidePriority {
			break
		}
		idleAnswer(t, g, d, "TestH548SecondCleanupEndsNewEffects")
	}
	require.True(t, asked)
	require.True(t, gone(g, sp), "CR 514.2, 704.5f")
	require.Equal(t, game.Cleanup, g.Step())
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "CR 514.3a: the active player gets priority")
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.NoError(t, g.Cast(0, br2, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	h548To(t, g, 1, game.Upkeep)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "CR 514.3a: a new cleanup step ended them")
}

// ---------------------------------------------------------------------
// Part 6. Type changes before what reads them (CR 613.1d, 613.7)

// 14. Dependency in layer 4 (CR 613.7a): Bob's Aura "Earthen Graft"
// ("Enchanted artifact is a land in addition to its other types") and
// his "Bog Tide" ("Each land is a Swamp in addition to its other land
// types"): the Bog Tide's effect depends on the Graft's (applying the
// Graft changes what the Tide applies to), so the Graft applies first
// whatever the timestamps, and the Iron Idol is an artifact land —
// Swamp. It has the Swamp's mana ability (CR 305.6, 305.7) and Bob's
// Bog Lurker ("As long as you control a Swamp, Bog Lurker gets +2/+0")
// sees it: 3/1. The Tide entered before the Graft: same result.
func TestH548LayerFourDependency(t *testing.T) {
	landify := def(t, card.Definition{Name: "Earthen Graft", ManaCost: cost("{G}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowArtifact},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Land}}})
	tide := h548Ench(t, "Bog Tide", ability.Static{LandsAre: "Swamp"})
	lurker := def(t, card.Definition{Name: "Bog Lurker", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Horror"},
		Power: C(1), Toughness: C(1), Statics: []ability.Static{{Affects: ability.AffectsSelf, IfControlSubtype: "Swamp", Power: 2}}})
	g := h548Game(t)
	art := bf(t, g, 1, def(t, card.Definition{Name: "Iron Idol", ManaCost: cost("{2}"), Types: ability.Artifact}))
	bf(t, g, 1, tide)
	l := bf(t, g, 1, lurker)
	require.Equal(t, [2]int{1, 1}, pt(t, g, l), "no land yet")
	bf(t, g, 1, landify, game.PutOptions{AttachedTo: art})
	require.NoError(t, g.Start(2, 1, game.Main1))
	o := info(t, g, art)
	require.Equal(t, ability.Artifact|ability.Land, o.Types)
	require.Equal(t, []string{"Swamp"}, o.Subtypes, "CR 613.7a: the Graft applies before the Tide")
	require.Equal(t, [2]int{3, 1}, pt(t, g, l))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 1, Object: art, Ability: 0, Color: mana.Black}))
	require.Equal(t, 1, g.Pool(1).Amount(mana.Black), "CR 305.6: a Swamp taps for {B}")
}

// 15. A resolved effect on a group keeps its set through changes of
// control (CR 611.2c), while statics follow their source's controller
// (CR 611.3a, 613.1b). Three players. Alice's "Muster" ("Creatures you
// control get +1/+1 until end of turn") gives her Bear +1/+1; Carol's
// "Blight Totem" ("Creatures your opponents control get -1/-1") makes it
// 2/2 and Bob's Wolf 1/1. Bob takes the Bear until end of turn: it keeps
// Muster's +1/+1 (locked in) and still gets -1/-1 (Bob is Carol's
// opponent too): 2/2. Alice then takes the Totem for good: now it
// shrinks Bob's and Carol's creatures, not Alice's: Bob's Wolf 1/1, the
// Bear (Bob's) 2/2 and Carol's Ox 1/1, while Alice's Elf, cast after
// Muster resolved (so without its bonus), is no longer shrunk: 2/2.
func TestH548LockedSetAndStolenStatic(t *testing.T) {
	muster := sorcery(t, "Muster", "{W}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: ability.Group{Side: ability.YourSide}, Power: 1, Toughness: 1})
	totem := def(t, card.Definition{Name: "Blight Totem", ManaCost: cost("{3}"), Types: ability.Artifact,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide}, Power: -1, Toughness: -1}}})
	g := newGame(t, 3)
	libs(t, g, 6)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Island, 2)
	to := bf(t, g, 2, totem)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := bf(t, g, 1, creature(t, "Grey Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	ox := bf(t, g, 2, creature(t, "Field Ox", "{2}{G}", 2, 2, 0, "Ox"))
	m := hand(t, g, 0, muster)
	elfc := hand(t, g, 0, creature(t, "Late Elf", "{G}", 2, 2, 0, "Elf"))
	steal := hand(t, g, 1, h548Steal(t, "Covet Beast", ability.AllowCreature, ability.UntilEndOfTurn))
	grab := hand(t, g, 0, h548Steal(t, "Seize Totem", ability.AllowArtifact, ability.Permanently))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h548Cast(t, g, 0, m)
	h548Cast(t, g, 0, elfc)
	elf := h548Follow(t, g, elfc)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.Equal(t, [2]int{1, 1}, pt(t, g, elf), "CR 611.2c: not there when Muster resolved")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, steal, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h548Ctl(t, g, b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "CR 611.2c: Muster's bonus stays with the Bear")
	h548Cast(t, g, 0, grab, obj(to))
	require.Equal(t, game.PlayerID(0), h548Ctl(t, g, to))
	require.Equal(t, [2]int{1, 1}, pt(t, g, w))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.Equal(t, [2]int{1, 1}, pt(t, g, ox), "CR 613.1b: Carol is now an opponent of the Totem's controller")
	require.Equal(t, [2]int{2, 2}, pt(t, g, elf))
	require.NoError(t, g.VerifyCaches())
}

// 16. Definitions Check refuses, each with an error that names the field
// and says why. "Creatures you control are artifacts in addition"
// (a group static adding types: whether other statics apply would then
// depend on it, CR 613.7, which the engine keeps to Auras and
// Equipment); "This creature has base power and toughness 4/4" without
// a condition (its printed values say that); "as long as you control
// each creature with the greatest power" on a static (power would wait
// on the characteristics that wait on it, CR 613.8); and "for as long
// as you control" on a control change (not played).
func TestH548CheckRefusals(t *testing.T) {
	for _, c := range []struct {
		d     card.Definition
		field string
	}{
		{card.Definition{Name: "Iron Creed", ManaCost: cost("{2}"), Types: ability.Enchantment,
			Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, AddTypes: ability.Artifact}}},
			"AddTypes"},
		{card.Definition{Name: "Fixed Giant", ManaCost: cost("{3}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
			Statics: []ability.Static{{Affects: ability.AffectsSelf, SetBasePT: true, BasePower: 4, BaseToughness: 4}}},
			"SetBasePT"},
		{card.Definition{Name: "Proud Champion", ManaCost: cost("{3}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
			Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.If(ability.ControlEachGreatestPower), Power: 2}}},
			".If"},
		{card.Definition{Name: "Tethered Will", ManaCost: cost("{U}"), Types: ability.Instant,
			Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
				Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.WhileYouControlSource}}}},
			"Duration"},
	} {
		err := card.Define(c.d).Check()
		require.Error(t, err, c.d.Name)
		require.Contains(t, err.Error(), c.field, c.d.Name)
	}
}

// ---------------------------------------------------------------------
// A fault found with these cards, fixed; both tests failed before the
// fix.
// 17. "For as long as you control" that never begins (CR 611.2b). Alice
// activates her Warden's Standard ("{1}: Target creature gets +2/+2 for
// as long as you control Warden's Standard") on her Bear; in response
// Bob takes the Standard until end of turn. As the ability resolves
// Alice doesn't control the Standard: the duration ended before the
// effect would first apply, so the effect does nothing — "it doesn't
// start and immediately stop again, and it doesn't last forever". Alice
// then takes the Standard back with her own "Reclaim Charm" (gain
// control of target artifact until end of turn): the effect that never
// began must not begin now. The Bear stays 2/2, this turn and the next.
// (The engine used to give the Bear +2/+2 as soon as Alice controlled
// the Standard again, and for good.)
func TestH548WhileControlNeverBeginsThenRegained(t *testing.T) {
	h548WhileControlNeverBegins(t)
}

// h548WhileControlNeverBegins plays test 17.
func h548WhileControlNeverBegins(t *testing.T) {
	g := h548Game(t)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Island, 2)
	st := bf(t, g, 0, h548Standard(t, "Warden's Standard"))
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	steal := hand(t, g, 1, h548Steal(t, "Covet Standard", ability.AllowArtifact, ability.UntilEndOfTurn))
	back := hand(t, g, 0, h548Steal(t, "Reclaim Charm", ability.AllowArtifact, ability.UntilEndOfTurn))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, st, 0, obj(b)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, steal, obj(st)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h548Ctl(t, g, st))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "CR 611.2b: the duration ended before the effect began")
	h548Cast(t, g, 0, back, obj(st))
	require.Equal(t, game.PlayerID(0), h548Ctl(t, g, st))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "CR 611.2b: an effect that never began doesn't begin when control comes back")
	h548To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(0), h548Ctl(t, g, st))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "CR 611.2b: it doesn't last forever")
}

// 18. The same with an M15 card, Aegis Angel ("When Aegis Angel
// enters the battlefield, another target permanent gains indestructible
// for as long as you control Aegis Angel"). The trigger targets Alice's
// Bear; in response Bob takes the Angel until end of turn; the trigger
// resolves while Alice doesn't control the Angel, so it does nothing
// (CR 611.2b). Alice takes the Angel back with "Reclaim Angel": the Bear
// must not gain indestructible, then or in Bob's turn.
func TestH548AegisAngelNeverBegins(t *testing.T) {
	g := h548Game(t)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Plains, 6)
	lands(t, g, 1, card.Island, 2)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	an := hand(t, g, 0, card.AegisAngel)
	steal := hand(t, g, 1, h548Steal(t, "Covet Angel", ability.AllowCreature, ability.UntilEndOfTurn))
	back := hand(t, g, 0, h548Steal(t, "Reclaim Angel", ability.AllowCreature, ability.UntilEndOfTurn))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, an))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(targets(0, obj(b))))
	a := h548Follow(t, g, an)
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, steal, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h548Ctl(t, g, a))
	require.False(t, h548Kw(t, g, b, ability.Indestructible), "CR 611.2b: the duration ended before the effect began")
	h548Cast(t, g, 0, back, obj(a))
	require.Equal(t, game.PlayerID(0), h548Ctl(t, g, a))
	require.False(t, h548Kw(t, g, b, ability.Indestructible), "CR 611.2b: it doesn't begin later")
	h548To(t, g, 1, game.Upkeep)
	require.False(t, h548Kw(t, g, b, ability.Indestructible))
}
