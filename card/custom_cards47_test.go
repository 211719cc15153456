package card_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 47-th set: Auras and Equipment of one's own. Equip only
// as a sorcery and only to a creature its controller controls, checked
// as it is activated and as it resolves (CR 702.6a, 301.5b, 608.2b);
// equipping the creature it already equips (CR 701.3b) against moving
// it (CR 701.3c) and the timestamps that decide between two P/T-setting
// attachments and a resolved effect (CR 613.6a-d); control of the
// creature and of the Equipment apart (CR 301.5d); an Equipment that
// becomes a creature or stops being an Equipment falls off (CR 301.5c,
// 704.5p); Auras with "enchant
// creature you control", "enchant land" and "enchant artifact" when the
// enchanted permanent or the Aura changes controller or type, an Aura
// that becomes a creature, an Aura spell whose target turns illegal
// (CR 303.4c-e, 704.5n, 608.3a, 514.3a); Auras put onto the battlefield
// without being cast, attached to what the effect says only if they
// could enchant it (CR 303.4f, 303.4i); protection shedding Auras and
// Equipment (CR 702.16c-d); "when enchanted creature dies" and "whenever
// equipped creature deals combat damage to a player" with the creature
// and its attachment controlled by different players (CR 603.3a,
// 603.10a, 608.2g); an Aura whose entering ability takes control of
// the creature it enchants with no duration, an effect that outlasts the
// Aura (CR 611.2a); attachments saved, loaded and cloned; definitions Check refuses;
// Two-Headed Giant teammates and players leaving the game with their
// attachments (CR 102.3, 800.4a); and, at the end, tests that guard the
// fixes that came with this set.

// ---------------------------------------------------------------------
// Helpers

// h529Crt is a checked creature card (a Soldier) with the extra fields
// of d.
func h529Crt(t *testing.T, name, mc string, p, tg int, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types, d.Subtypes = name, cost(mc), ability.Creature, []string{"Soldier"}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h529Bear and h529Cub are vanilla 2/2 and 1/1 creatures.
func h529Bear(t *testing.T) *card.Definition {
	return h529Crt(t, "Field Bear", "{1}{G}", 2, 2, card.Definition{})
}

func h529Cub(t *testing.T) *card.Definition {
	return h529Crt(t, "Field Cub", "{G}", 1, 1, card.Definition{})
}

// h529EquipAb is "Equip {1}": "{1}: Attach this to target creature you
// control. Equip only as a sorcery." (CR 702.6a).
var h529EquipAb = ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed,
	Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
	Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}

// h529Equip is a checked Equipment "Equip {1}" with statics and
// triggered abilities.
func h529Equip(t *testing.T, name, mc string, ts []ability.Triggered, ss ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics: ss, Triggered: ts, Activated: []ability.Activated{h529EquipAb}})
}

// h529Aura is a checked Aura with enchant en and the abilities of d.
func h529Aura(t *testing.T, name, mc string, en ability.TargetSpec, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types, d.Subtypes, d.Enchant = name, cost(mc), ability.Enchantment, []string{"Aura"}, en
	return def(t, d)
}

// h529Bonus is "the attached creature gets +p/+t".
func h529Bonus(p, tg int) ability.Static {
	return ability.Static{Affects: ability.AffectsAttached, Power: p, Toughness: tg}
}

// h529Base is "the attached creature has base power and toughness p/t".
func h529Base(p, tg int) ability.Static {
	return ability.Static{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: p, BaseToughness: tg}
}

// h529YourCreature is "creature you control".
var h529YourCreature = ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}

// h529Steal is a {U} instant: "Gain control of target <allow>."
func h529Steal(t *testing.T, name string, allow ability.Allow) *card.Definition {
	return instant(t, name, "{U}", []ability.TargetSpec{{Allow: allow}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
}

// h529Become is an instant: "Until end of turn, target <ts> becomes e."
func h529Become(t *testing.T, name, mc string, ts ability.TargetSpec, e ability.Effect) *card.Definition {
	e.Op, e.Target, e.Subject = ability.OpBecome, 0, ability.SubjectTarget
	return instant(t, name, mc, []ability.TargetSpec{ts}, e)
}

// h529Animate is "{U}: Until end of turn, target <allow> becomes a 3/3
// creature in addition to its other types."
func h529Animate(t *testing.T, name string, allow ability.Allow) *card.Definition {
	return h529Become(t, name, "{U}", ability.TargetSpec{Allow: allow},
		ability.Effect{Power: 3, Toughness: 3, AddTypes: ability.Creature})
}

// h529Shatter is "{W}: Destroy target <allow>."
func h529Shatter(t *testing.T, name string, allow ability.Allow) *card.Definition {
	return instant(t, name, "{W}", []ability.TargetSpec{{Allow: allow}}, ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h529Rule requires err to be a *game.RuleError of kind kind citing rule
// (as Rule or among Also).
func h529Rule(t *testing.T, err error, kind error, rule string) {
	t.Helper()
	require.Error(t, err)
	require.ErrorIs(t, err, kind)
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "not a RuleError: %v", err)
	if re.Rule != rule {
		require.Contains(t, ", "+re.Also+",", ", "+rule+",", "error %v cites neither %s", err, rule)
	}
}

// h529Listed reports the targets LegalActions offers for activating
// ability n of id (the first target of each).
func h529Listed(g *game.Game, id game.ObjectID, n int) map[game.ObjectID]bool {
	out := map[game.ObjectID]bool{}
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == id && a.Ability == n && len(a.TargetList()) > 0 {
			out[game.ObjectID(a.TargetList()[0].Object)] = true
		}
	}
	return out
}

// h529NextTurn plays on, nobody doing anything, until the next turn's
// first main phase.
func h529NextTurn(t *testing.T, g *game.Game) {
	t.Helper()
	turn := g.Turn()
	for i := 0; i < 200 && (g.Turn() == turn || g.Step() != game.Main1); i++ {
		idleAnswer(t, g, g.Pending(), "h529NextTurn")
	}
	require.Equal(t, turn+1, g.Turn())
	require.Equal(t, game.Main1, g.Step())
}

// h529Copies saves g and loads it with the default cards and defs, and
// clones it; it returns g, the loaded game and the clone, alike.
func h529Copies(t *testing.T, g *game.Game, defs ...*card.Definition) []*game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	cat, err := card.NewCatalog(append(card.Default().All(), defs...)...)
	require.NoError(t, err)
	l, err := game.Load(&b, cat)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint(), "loaded")
	c := g.Clone()
	require.Equal(t, g.Fingerprint(), c.Fingerprint(), "cloned")
	return []*game.Game{g, l, c}
}

// h529Respond has Alice pass priority with something on the stack and
// Bob cast spell with targets in response.
func h529Respond(t *testing.T, g *game.Game, spell game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.NoError(t, g.Cast(1, spell, ts...))
}

// ---------------------------------------------------------------------
// Part 1. Equip

// 1. Squire's Blade ({1} Equipment, "Equipped creature gets +1/+1.
// Equip {1}"). Equip is "attach to target creature you control" and only
// as a sorcery (CR 702.6a, 301.5b): Bob's Ox is not offered and is
// refused as a target (CR 601.2c via 602.2b); with Alice's own instant on the stack the activation is refused (CR
// 307.1 via 702.6a), as it is in Bob's turn; once the stack is empty, her
// Bear is equipped and gets +1/+1.
func TestH529EquipOnlyOwnCreatureAsSorcery(t *testing.T) {
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	study := instant(t, "Quick Study", "{W}", nil, gain(1)...)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	bear := bf(t, g, 0, h529Bear(t))
	ox := bf(t, g, 1, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	b := bf(t, g, 0, blade)
	s := hand(t, g, 0, study)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, map[game.ObjectID]bool{bear: true}, h529Listed(g, b, 0))
	h529Rule(t, g.Activate(0, b, 0, obj(ox)), game.ErrBadTarget, "702.6a")
	require.NoError(t, g.Cast(0, s))
	require.Empty(t, h529Listed(g, b, 0))
	require.ErrorIs(t, g.Activate(0, b, 0, obj(bear)), game.ErrTiming)
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, b, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, bear, info(t, g, b).AttachedTo)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))

	// In Bob's turn Alice may not equip, even with the stack empty.
	g = newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	bear = bf(t, g, 0, h529Bear(t))
	b = bf(t, g, 0, blade)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Empty(t, h529Listed(g, b, 0))
	require.ErrorIs(t, g.Activate(0, b, 0, obj(bear)), game.ErrTiming)
}

// 2. Titan's Yoke ({2} Equipment, "Equipped creature has base power and
// toughness 5/5. Equip {1}") is on Alice's Bear, and later Shrinking Hex
// (Aura, "Enchanted creature has base power and toughness 1/1") was put
// on it too: the Hex has the later timestamp and wins (CR 613.3b,
// 613.6a, 613.6d): 1/1. Equipping the Yoke to the Bear again is a legal
// activation (the Bear is a creature she controls) whose effect does
// nothing (CR 701.3b): the mana is spent, the Yoke gets no new timestamp
// and the Bear stays 1/1. Moved to her Cub (5/5) and back, the Yoke is
// attached to a different object each time and gets a new timestamp
// (CR 701.3c, 613.6d): the Bear is 5/5. Saved, loaded and cloned before
// the move back, every copy plays it alike.
func TestH529EquipSameCreatureAgainVersusMoving(t *testing.T) {
	yoke := h529Equip(t, "Titan's Yoke", "{2}", nil, h529Base(5, 5))
	hex := h529Aura(t, "Shrinking Hex", "{U}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Base(1, 1)}})
	bearDef, cubDef := h529Bear(t), h529Cub(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	bear := bf(t, g, 0, bearDef)
	cub := bf(t, g, 0, cubDef)
	y := bf(t, g, 0, yoke, game.PutOptions{AttachedTo: bear})
	bf(t, g, 0, hex, game.PutOptions{AttachedTo: bear})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bear), "the Hex is newer")
	require.True(t, h529Listed(g, y, 0)[bear], "the creature it equips is a legal target")
	require.NoError(t, g.Activate(0, y, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, bear, info(t, g, y).AttachedTo)
	require.Equal(t, [2]int{1, 1}, pt(t, g, bear), "CR 701.3b: no new timestamp")
	require.NoError(t, g.Activate(0, y, 0, obj(cub)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{5, 5}, pt(t, g, cub))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bear))
	for _, x := range h529Copies(t, g, yoke, hex, bearDef, cubDef) {
		require.NoError(t, x.Activate(0, y, 0, obj(bear)))
		resolve(t, x, nil)
		require.Equal(t, bear, info(t, x, y).AttachedTo)
		require.Equal(t, [2]int{5, 5}, pt(t, x, bear), "CR 701.3c, 613.6d: the Yoke is newer now")
		require.Equal(t, [2]int{1, 1}, pt(t, x, cub))
		require.Equal(t, 0, len(x.Zone(0, zone.Graveyard)))
		require.NoError(t, x.CheckInvariants())
	}
}

// 3. Titan's Yoke (above) on Alice's Bear; she casts Dwindle ("Until end
// of turn, target creature has base power and toughness 1/1"): the
// resolved effect is newer than the Yoke's static (CR 613.6a-b): 1/1.
// She then moves the Yoke to her Cub and back: its new timestamp makes
// it newer than Dwindle's effect (CR 613.6d), and the Bear is 5/5 again
// although Dwindle's effect still lasts.
func TestH529MovedEquipmentOutranksResolvedSetter(t *testing.T) {
	yoke := h529Equip(t, "Titan's Yoke", "{2}", nil, h529Base(5, 5))
	dwindle := h529Become(t, "Dwindle", "{U}", ability.TargetCreature, ability.Effect{Power: 1, Toughness: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	bear := bf(t, g, 0, h529Bear(t))
	cub := bf(t, g, 0, h529Cub(t))
	y := bf(t, g, 0, yoke, game.PutOptions{AttachedTo: bear})
	d := hand(t, g, 0, dwindle)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{5, 5}, pt(t, g, bear))
	require.NoError(t, g.Cast(0, d, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, bear))
	require.NoError(t, g.Activate(0, y, 0, obj(cub)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, bear))
	require.NoError(t, g.Activate(0, y, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{5, 5}, pt(t, g, bear))
}

// 4. Alice activates Squire's Blade's equip targeting her Bear; in
// response Bob takes the Bear (Puppet Pull: "Gain control of target
// creature"). Control of the creature matters when equip is activated
// and when it resolves (CR 301.5b): the target is no longer "a creature
// you control", so the ability does nothing (CR 608.2b) and the Blade
// stays unattached.
func TestH529EquipTargetStolenInResponse(t *testing.T) {
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 1)
	bear := bf(t, g, 0, h529Bear(t))
	b := bf(t, g, 0, blade)
	pull := hand(t, g, 1, h529Steal(t, "Puppet Pull", ability.AllowCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, b, 0, obj(bear)))
	h529Respond(t, g, pull, obj(bear))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, bear).Controller)
	require.Equal(t, game.ObjectID(0), info(t, g, b).AttachedTo)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 5. Squire's Blade on Alice's Bear; Bob takes the Bear. Changing
// control of the creature doesn't change control of the Equipment, which
// stays attached (CR 301.5d, 704.5p: the Bear is still a creature): the
// Bear, now Bob's, is 3/3. Only Alice may activate the Blade's equip
// (CR 301.5d, 602.2); she moves it onto her Cub (CR 702.6a): the Bear is
// 2/2, the Cub 2/2. Bob can't equip it back, not even in his own turn.
func TestH529StolenCreatureKeepsEquipment(t *testing.T) {
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 2)
	bear := bf(t, g, 0, h529Bear(t))
	cub := bf(t, g, 0, h529Cub(t))
	b := bf(t, g, 0, blade, game.PutOptions{AttachedTo: bear})
	pull := hand(t, g, 1, h529Steal(t, "Puppet Pull", ability.AllowCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, pull, obj(bear)))
	resolve(t, g, nil)
	o := info(t, g, b)
	require.Equal(t, game.PlayerID(1), info(t, g, bear).Controller)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.Equal(t, bear, o.AttachedTo)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
	require.False(t, h529Listed(g, b, 0)[bear], "not a creature Alice controls")
	require.NoError(t, g.Activate(0, b, 0, obj(cub)))
	resolve(t, g, nil)
	require.Equal(t, cub, info(t, g, b).AttachedTo)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	require.Equal(t, [2]int{2, 2}, pt(t, g, cub))
	h529NextTurn(t, g)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Error(t, g.Activate(1, b, 0, obj(bear)), "CR 602.2: only its controller activates it")
	require.Equal(t, cub, info(t, g, b).AttachedTo)
}

// 6. Squire's Blade on Alice's Bear; Bob takes the Blade (Relic Pull:
// "Gain control of target artifact"). The Blade stays attached to
// Alice's Bear (CR 301.5d), which keeps its +1/+1; Alice can no longer
// equip it (CR 602.2); in his turn Bob equips it to his own Ox (CR
// 702.6a).
func TestH529StolenEquipmentStaysAttached(t *testing.T) {
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 2)
	bear := bf(t, g, 0, h529Bear(t))
	cub := bf(t, g, 0, h529Cub(t))
	ox := bf(t, g, 1, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	b := bf(t, g, 0, blade, game.PutOptions{AttachedTo: bear})
	pull := hand(t, g, 1, h529Steal(t, "Relic Pull", ability.AllowArtifact))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, pull, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	require.Equal(t, bear, info(t, g, b).AttachedTo)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
	require.Empty(t, h529Listed(g, b, 0))
	require.Error(t, g.Activate(0, b, 0, obj(cub)))
	h529NextTurn(t, g)
	require.NoError(t, g.Activate(1, b, 0, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, ox, info(t, g, b).AttachedTo)
	require.Equal(t, [2]int{5, 5}, pt(t, g, ox))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 7. Squire's Blade on Alice's Bear; she casts Wake the Relic ("Until end
// of turn, target artifact becomes a 3/3 artifact creature") on the
// Blade. An Equipment that is also a creature can't equip a creature
// (CR 301.5c): it becomes unattached and stays on the battlefield as a
// 3/3 (CR 704.5p). Its equip may still be activated (a creature she
// controls is a legal target, CR 702.6a), but attaches nothing
// (CR 301.5c, 701.3b). In her next turn it is an Equipment again, not a
// creature, still unattached (nothing re-attaches it); equipped again,
// the Bear is 3/3.
func TestH529AnimatedEquipmentFallsOff(t *testing.T) {
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	bear := bf(t, g, 0, h529Bear(t))
	b := bf(t, g, 0, blade, game.PutOptions{AttachedTo: bear})
	wake := hand(t, g, 0, h529Animate(t, "Wake the Relic", ability.AllowArtifact))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, wake, obj(b)))
	resolve(t, g, nil)
	o := info(t, g, b)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.ObjectID(0), o.AttachedTo)
	require.True(t, o.Types.Has(ability.Creature|ability.Artifact))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	require.NoError(t, g.Activate(0, b, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, game.ObjectID(0), info(t, g, b).AttachedTo, "CR 301.5c: a creature equips nothing")
	h529NextTurn(t, g) // Bob's
	h529NextTurn(t, g) // Alice's
	o = info(t, g, b)
	require.False(t, o.Types.Has(ability.Creature))
	require.Equal(t, game.ObjectID(0), o.AttachedTo)
	require.NoError(t, g.Activate(0, b, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
}

// 8. Squire's Blade on Alice's Bear; she casts Strip the Gear ("Until end
// of turn, target artifact is no longer an Equipment"). An Equipment
// that loses the subtype Equipment can't equip a creature (CR 301.5c):
// it becomes unattached and stays on the battlefield (CR 704.5p, 704.5q);
// the Bear is 2/2. In her next turn it is an Equipment again, still
// unattached, and may be equipped again.
func TestH529EquipmentLosesSubtypeFallsOff(t *testing.T) {
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	strip := h529Become(t, "Strip the Gear", "{U}", ability.TargetSpec{Allow: ability.AllowArtifact}, ability.Effect{LoseSubtype: "Equipment"})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	bear := bf(t, g, 0, h529Bear(t))
	b := bf(t, g, 0, blade, game.PutOptions{AttachedTo: bear})
	s := hand(t, g, 0, strip)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(b)))
	resolve(t, g, nil)
	o := info(t, g, b)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.ObjectID(0), o.AttachedTo)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	h529NextTurn(t, g)
	h529NextTurn(t, g)
	require.Equal(t, game.ObjectID(0), info(t, g, b).AttachedTo)
	require.NoError(t, g.Activate(0, b, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
}

// ---------------------------------------------------------------------
// Part 2. What an Aura may enchant, and what happens when that changes

// 9. Oathbound Mantle ({W} Aura, "Enchant creature you control /
// Enchanted creature gets +2/+2"). Its spell can't target Bob's Ox
// (CR 303.4a). Cast on Alice's Bear, Bob takes the Bear in response: the
// target is illegal as the spell resolves, so it is countered and put
// into Alice's graveyard (CR 608.3a, 608.2b). A second Mantle resolves
// on her Cub; Bob takes the Cub: the Mantle now enchants a creature its
// controller doesn't control, an illegal object for its enchant ability,
// and goes to Alice's graveyard as a state-based action (CR 303.4c,
// 303.4e, 704.5n); the Cub is 1/1 under Bob.
func TestH529EnchantCreatureYouControlCreatureStolen(t *testing.T) {
	mantle := h529Aura(t, "Oathbound Mantle", "{W}", h529YourCreature, card.Definition{
		Statics: []ability.Static{h529Bonus(2, 2)}})
	pullDef := h529Steal(t, "Puppet Pull", ability.AllowCreature)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 2)
	bear := bf(t, g, 0, h529Bear(t))
	cub := bf(t, g, 0, h529Cub(t))
	ox := bf(t, g, 1, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	m1 := hand(t, g, 0, mantle)
	m2 := hand(t, g, 0, mantle)
	p1 := hand(t, g, 1, pullDef)
	p2 := hand(t, g, 1, pullDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.ErrorIs(t, g.Cast(0, m1, obj(ox)), game.ErrBadTarget)
	require.NoError(t, g.Cast(0, m1, obj(bear)))
	h529Respond(t, g, p1, obj(bear))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	require.NoError(t, g.Cast(0, m2, obj(cub)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, cub))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, p2, obj(cub)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, cub).Controller)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m2))
	require.Len(t, g.Zone(0, zone.Graveyard), 2)
	require.Equal(t, [2]int{1, 1}, pt(t, g, cub))
}

// 10. Oathbound Mantle (above) on Alice's Bear; Bob takes the Mantle
// (Charm Pull: "Gain control of target enchantment"). Changing control of
// the Aura doesn't move it (CR 303.4e), but "creature you control" now
// reads Bob: the Bear is an illegal object and the Mantle goes to its
// owner's graveyard, Alice's (CR 303.4c, 704.5n).
func TestH529EnchantCreatureYouControlAuraStolen(t *testing.T) {
	mantle := h529Aura(t, "Oathbound Mantle", "{W}", h529YourCreature, card.Definition{
		Statics: []ability.Static{h529Bonus(2, 2)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	bear := bf(t, g, 0, h529Bear(t))
	m := bf(t, g, 0, mantle, game.PutOptions{AttachedTo: bear})
	pull := hand(t, g, 1, h529Steal(t, "Charm Pull", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, bear))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, pull, obj(m)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	nm, _ := g.Follow(m)
	require.Contains(t, g.Zone(0, zone.Graveyard), nm)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 11. Alice's Forest wears Loam Crown ({G} Aura, "Enchant land"). Wake
// the Loam ("Until end of turn, target land becomes a 3/3 creature. It's
// still a land") animates it, and she casts Battle Mantle ({W} Aura,
// "Enchant creature / +1/+1") on it: 4/4, both Auras legal. In the
// cleanup step the effect ends (CR 514.2); the Forest is no longer a
// creature, so Battle Mantle goes to the graveyard (CR 704.5n, checked
// in the cleanup step, CR 514.3a) while Loam Crown, enchanting a land,
// stays.
func TestH529AnimatedLandKeepsLandAuraLosesCreatureAura(t *testing.T) {
	crown := h529Aura(t, "Loam Crown", "{G}", ability.TargetSpec{Allow: ability.AllowLand}, card.Definition{})
	battle := h529Aura(t, "Battle Mantle", "{W}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(1, 1)}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Plains, 1)
	forest := bf(t, g, 0, card.Forest)
	c := bf(t, g, 0, crown, game.PutOptions{AttachedTo: forest})
	wake := hand(t, g, 0, h529Animate(t, "Wake the Loam", ability.AllowLand))
	bm := hand(t, g, 0, battle)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, wake, obj(forest)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, bm, obj(forest)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, forest))
	require.Equal(t, forest, info(t, g, c).AttachedTo)
	nbm, _ := g.Follow(bm)
	require.Equal(t, forest, info(t, g, nbm).AttachedTo)
	h529NextTurn(t, g)
	require.False(t, info(t, g, forest).Types.Has(ability.Creature))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bm))
	require.Equal(t, forest, info(t, g, c).AttachedTo)
}

// 12. Iron Skin ({1} Aura, "Enchant creature / Enchanted creature is an
// artifact in addition to its other types") on Alice's Bear makes it an
// artifact creature (CR 613.1d), so Rust Charm ({1} Aura, "Enchant
// artifact / Enchanted permanent gets +1/+1") may be cast on it (CR
// 303.4a): 3/3. Bob destroys Iron Skin: the Bear is no artifact, and Rust
// Charm goes to the graveyard (CR 303.4c, 704.5n); the Bear is 2/2.
func TestH529ArtifactTypeFromAuraCarriesEnchantArtifact(t *testing.T) {
	skin := h529Aura(t, "Iron Skin", "{1}", ability.TargetCreature, card.Definition{
		Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Artifact}}})
	charm := h529Aura(t, "Rust Charm", "{1}", ability.TargetSpec{Allow: ability.AllowArtifact}, card.Definition{
		Statics: []ability.Static{h529Bonus(1, 1)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	bear := bf(t, g, 0, h529Bear(t))
	s := bf(t, g, 0, skin, game.PutOptions{AttachedTo: bear})
	c := hand(t, g, 0, charm)
	sh := hand(t, g, 1, h529Shatter(t, "Purge Charm", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, bear).Types.Has(ability.Artifact|ability.Creature))
	require.NoError(t, g.Cast(0, c, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(s)))
	resolve(t, g, nil)
	require.False(t, info(t, g, bear).Types.Has(ability.Artifact))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 13. Battle Mantle ("Enchant creature / +1/+1") on Alice's Bear; Bob
// casts Wake the Charm ("Until end of turn, target enchantment becomes a
// 3/3 creature") on it. An Aura that's also a creature can't enchant
// anything: it becomes unattached and goes to its owner's graveyard
// (CR 303.4d, 704.5n); the Bear is 2/2.
func TestH529AnimatedAuraGoesToGraveyard(t *testing.T) {
	battle := h529Aura(t, "Battle Mantle", "{W}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(1, 1)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	bear := bf(t, g, 0, h529Bear(t))
	m := bf(t, g, 0, battle, game.PutOptions{AttachedTo: bear})
	wake := hand(t, g, 1, h529Animate(t, "Wake the Charm", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, wake, obj(m)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 14. Alice casts Weakening Hex ({B} Aura, "Enchant creature /
// Enchanted creature gets -2/-0") on Bob's Ox; in response Bob gives the
// Ox hexproof (Veil: "Target creature gains hexproof until end of
// turn"). The Aura spell's target is illegal as it resolves (CR 702.11b,
// 608.3a, 608.2b): countered, it goes to Alice's graveyard and the Ox is
// 4/4. Later hexproof doesn't remove an Aura already attached (an Aura
// doesn't target what it enchants, CR 303.4d, 702.11b): a second Hex,
// resolved first, stays on the Ox when it gains hexproof.
func TestH529AuraSpellTargetGainsHexproof(t *testing.T) {
	hexDef := h529Aura(t, "Weakening Hex", "{B}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(-2, 0)}})
	veil := instant(t, "Veil", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Hexproof})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Island, 2)
	ox := bf(t, g, 1, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	h1 := hand(t, g, 0, hexDef)
	h2 := hand(t, g, 0, hexDef)
	v1 := hand(t, g, 1, veil)
	v2 := hand(t, g, 1, veil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h1, obj(ox)))
	h529Respond(t, g, v1, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
	h529NextTurn(t, g) // Bob's turn: the hexproof is over
	require.NoError(t, g.Pass(1))
	h529NextTurn(t, g) // Alice's
	require.False(t, info(t, g, ox).Keywords.Has(ability.Hexproof))
	require.NoError(t, g.Cast(0, h2, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 4}, pt(t, g, ox))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, v2, obj(ox)))
	resolve(t, g, nil)
	require.True(t, info(t, g, ox).Keywords.Has(ability.Hexproof))
	nh2, _ := g.Follow(h2)
	require.Equal(t, ox, info(t, g, nh2).AttachedTo)
	require.Equal(t, [2]int{2, 4}, pt(t, g, ox))
}

// ---------------------------------------------------------------------
// Part 3. Auras put onto the battlefield without being cast

// h529Seeker is "Aura Seeker": {2}{G} 2/2, "When Aura Seeker
// enters the battlefield, you may search your library for an Aura card
// and put it onto the battlefield attached to Aura Seeker. If you search
// your library this way, shuffle it." (extra: further fields of d).
func h529Seeker(t *testing.T, d card.Definition) *card.Definition {
	d.Triggered = []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpSearchZones,
		Zones: ability.SearchLibrary, Filter: ability.Filter{Types: ability.Enchantment, Subtype: "Aura"},
		Into: ability.IntoBattlefield, AttachToSource: true}}}}
	return h529Crt(t, "Aura Seeker", "{2}{G}", 2, 2, d)
}

// h529Findable lists the cards a pending DecideFind offers.
func h529Findable(t *testing.T, g *game.Game) map[game.ObjectID]bool {
	t.Helper()
	require.Equal(t, game.DecideFind, g.Pending().Kind, g.Prompt(game.English))
	out := map[game.ObjectID]bool{}
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChoose && a.Object != 0 {
			out[a.Object] = true
		}
	}
	return out
}

// 15. Aura Seeker (hexproof) enters; its library holds Foe's Shackle
// ("Enchant creature an opponent controls"), Loam Crown ("Enchant land")
// and Seeker's Mantle ("Enchant creature you control / +2/+2 / When
// Seeker's Mantle enters the battlefield, you gain 2 life"). The effect
// says what the Aura enchants, so it enters attached to the Seeker, not
// targeting it: hexproof is no obstacle (CR 303.4f; only an Aura spell
// targets, CR 303.4a). An Aura that can't legally enchant the Seeker stays in
// the library (CR 303.4i): only the Mantle may be found. It enters
// attached (4/4), and its own "enters" ability triggers (CR 603.6a):
// Alice gains 2. Saved, loaded and cloned with the search pending, every
// copy offers and plays the same.
func TestH529SearchedAuraEntersAttachedOnlyIfLegal(t *testing.T) {
	shackle := h529Aura(t, "Foe's Shackle", "{B}", ability.TargetSpec{Allow: ability.AllowCreature,
		Filter: ability.Filter{Side: ability.OpponentSide}}, card.Definition{Statics: []ability.Static{h529Bonus(-1, -1)}})
	crown := h529Aura(t, "Loam Crown", "{G}", ability.TargetSpec{Allow: ability.AllowLand}, card.Definition{})
	mantle := h529Aura(t, "Seeker's Mantle", "{W}", h529YourCreature, card.Definition{
		Statics:   []ability.Static{h529Bonus(2, 2)},
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: gain(2)}}})
	g := newGame(t, 2)
	sh := put(t, g, 0, zone.Library, shackle)
	cr := put(t, g, 0, zone.Library, crown)
	m := put(t, g, 0, zone.Library, mantle)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	seekerDef := h529Seeker(t, card.Definition{Keywords: ability.Hexproof})
	s := hand(t, g, 0, seekerDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for i := 0; i < 10 && g.Pending().Kind != game.DecideFind; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	for _, x := range h529Copies(t, g, shackle, crown, mantle, seekerDef) {
		require.Equal(t, map[game.ObjectID]bool{m: true}, h529Findable(t, x))
		require.Error(t, x.Apply(chooseObj(0, sh)))
		require.Error(t, x.Apply(chooseObj(0, cr)))
		require.NoError(t, x.Apply(chooseObj(0, m)))
		resolve(t, x, nil)
		seeker := find(t, x, 0, seekerDef)
		if seeker == 0 { // a loaded game has the catalog's definition
			for _, id := range x.Zone(0, zone.Battlefield) {
				if info(t, x, id).Card.Name == "Aura Seeker" {
					seeker = id
				}
			}
		}
		nm, ok := x.Follow(m)
		require.True(t, ok)
		require.Equal(t, seeker, info(t, x, nm).AttachedTo)
		require.Equal(t, [2]int{4, 4}, pt(t, x, seeker))
		require.Equal(t, 22, x.Life(0))
		require.Equal(t, zone.Library, zoneOf(t, x, sh))
		require.Equal(t, zone.Library, zoneOf(t, x, cr))
		require.NoError(t, x.CheckInvariants())
	}
}

// 16. Aura Seeker (test 15) enters under Alice; with its ability on the
// stack Bob takes the Seeker. As the ability resolves, Seeker's Mantle
// ("enchant creature you control") could not enchant it: the Mantle would
// be Alice's (CR 110.2a) and the Seeker is Bob's, so it can't be found
// (CR 303.4i); Battle Mantle ("enchant creature") can, and enters under
// Alice's control attached to Bob's Seeker (CR 303.4e, 303.4f): the
// Seeker is 3/3, the Mantle Alice's.
func TestH529SearchedAuraForStolenSource(t *testing.T) {
	mantle := h529Aura(t, "Seeker's Mantle", "{W}", h529YourCreature, card.Definition{Statics: []ability.Static{h529Bonus(2, 2)}})
	battle := h529Aura(t, "Battle Mantle", "{W}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(1, 1)}})
	seekerDef := h529Seeker(t, card.Definition{})
	g := newGame(t, 2)
	m := put(t, g, 0, zone.Library, mantle)
	bm := put(t, g, 0, zone.Library, battle)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 1, card.Island, 1)
	s := hand(t, g, 0, seekerDef)
	pull := hand(t, g, 1, h529Steal(t, "Puppet Pull", ability.AllowCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // the creature spell resolves; its trigger waits on the stack
	seeker, _ := g.Follow(s)
	require.Equal(t, 1, g.StackLen())
	h529Respond(t, g, pull, obj(seeker))
	for i := 0; i < 10 && g.Pending().Kind != game.DecideFind; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.PlayerID(1), info(t, g, seeker).Controller)
	require.Equal(t, map[game.ObjectID]bool{bm: true}, h529Findable(t, g))
	require.NoError(t, g.Apply(chooseObj(0, bm)))
	resolve(t, g, nil)
	nbm, _ := g.Follow(bm)
	o := info(t, g, nbm)
	require.Equal(t, seeker, o.AttachedTo)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.Equal(t, [2]int{3, 3}, pt(t, g, seeker))
	require.Equal(t, zone.Library, zoneOf(t, g, m))
}

// ---------------------------------------------------------------------
// Part 4. Protection

// 17. Alice's Bear wears Pale Mantle (white Aura, +1/+1) and Pale Sword
// (white Equipment, +1/+0). She equips Ward Cloak ({2} Equipment,
// "Equipped creature has protection from white"): the Bear can't be
// enchanted or equipped by white permanents (CR 702.16c-d): the Mantle
// goes to the graveyard (CR 704.5n), the Sword becomes unattached and
// stays (CR 704.5p); the Bear is 2/2 with protection from white. The
// Sword's equip can't target it any more (CR 702.16b).
func TestH529ProtectionShedsAuraAndEquipment(t *testing.T) {
	white := mana.SetOf(mana.White)
	paleMantle := h529Aura(t, "Pale Mantle", "{W}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(1, 1)}})
	paleSword := h529Equip(t, "Pale Sword", "{W}", nil, h529Bonus(1, 0))
	cloak := h529Equip(t, "Ward Cloak", "{2}", nil, ability.Static{Affects: ability.AffectsAttached, Protection: white})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	bear := bf(t, g, 0, h529Bear(t))
	pm := bf(t, g, 0, paleMantle, game.PutOptions{AttachedTo: bear})
	ps := bf(t, g, 0, paleSword, game.PutOptions{AttachedTo: bear})
	wc := bf(t, g, 0, cloak)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 3}, pt(t, g, bear))
	require.NoError(t, g.Activate(0, wc, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pm))
	o := info(t, g, ps)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.ObjectID(0), o.AttachedTo)
	require.Equal(t, bear, info(t, g, wc).AttachedTo)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	require.Equal(t, white, info(t, g, bear).Protection)
	require.False(t, h529Listed(g, ps, 0)[bear])
	require.ErrorIs(t, g.Activate(0, ps, 0, obj(bear)), game.ErrBadTarget)
}

// ---------------------------------------------------------------------
// Part 5. Triggers of attachments whose creature changed hands

// 18. Alice's Mourning Veil ({B} Aura, "Enchant creature / When
// enchanted creature dies, its controller loses 2 life and you draw a
// card") on her Bear, which Bob has taken. Alice destroys the Bear. The
// Veil leaves too (CR 704.5n) but its leaves-the-battlefield ability
// looks back (CR 603.10a): it is Alice's (she controlled the Veil,
// CR 603.3a), "its controller" is the Bear's controller as it last
// existed, Bob (CR 608.2g): Bob loses 2 and Alice draws.
func TestH529EnchantedCreatureDiesUnderThief(t *testing.T) {
	veil := h529Aura(t, "Mourning Veil", "{B}", ability.TargetCreature, card.Definition{
		Triggered: []ability.Triggered{{Event: ability.AttachedDies, Effects: []ability.Effect{
			{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)},
			{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	bear := bf(t, g, 0, h529Bear(t), game.PutOptions{Controller: 1, SetController: true})
	v := bf(t, g, 0, veil, game.PutOptions{AttachedTo: bear})
	doom := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	hand0 := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Cast(0, doom, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bear))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, v))
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, hand0, g.ZoneLen(0, zone.Hand), "cast one, drew one")
}

// 19. Alice's Scholar's Spur ({1} Equipment, "Equipped creature gets
// +1/+0. Whenever equipped creature deals combat damage to a player, you
// draw a card and that creature's controller gains 2 life. Equip {1}")
// equips her Bear, which Bob controls. Bob attacks Alice with it: 3
// damage. The Spur's ability is Alice's, its source's controller (CR
// 603.3a): she draws; "that creature's controller" is Bob, who gains 2.
func TestH529EquipmentTriggerWhenCreatureIsAnothers(t *testing.T) {
	spur := h529Equip(t, "Scholar's Spur", "{1}", []ability.Triggered{{Event: ability.AttachedDealsCombatDamageToPlayer,
		Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)},
			{Op: ability.OpGainLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}}, h529Bonus(1, 0))
	g := newGame(t, 2)
	libs(t, g, 5)
	bear := bf(t, g, 0, h529Bear(t), game.PutOptions{Controller: 1, SetController: true})
	bf(t, g, 0, spur, game.PutOptions{AttachedTo: bear})
	require.NoError(t, g.Start(2, 1, game.Main1))
	h0, h1 := g.ZoneLen(0, zone.Hand), g.ZoneLen(1, zone.Hand)
	for i := 0; i < 20 && g.Pending().Kind != game.DecideAttackers; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	attack(t, g, 1, game.Attack{Attacker: bear, Player: 0})
	for i := 0; i < 40 && g.Step() != game.Main2; i++ {
		idleAnswer(t, g, g.Pending(), "TestH529EquipmentTriggerWhenCreatureIsAnothers")
	}
	require.Equal(t, 17, g.Life(0))
	require.Equal(t, 22, g.Life(1))
	require.Equal(t, h0+1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, h1, g.ZoneLen(1, zone.Hand))
}

// ---------------------------------------------------------------------
// Part 6. Several players

// 20. Two-Headed Giant: Alice and Bob against Carol and Dave. Alice's
// Foe's Shackle ("Enchant creature an opponent controls / -1/-1") is on
// Carol's Ox. Bob, Alice's teammate, takes the Ox: a teammate is not an
// opponent (CR 102.3), so the Shackle enchants an illegal object and goes
// to Alice's graveyard (CR 303.4c, 704.5n); the Ox is 4/4.
func TestH529OpponentAuraOnTeammatesCreature(t *testing.T) {
	shackle := h529Aura(t, "Foe's Shackle", "{B}", ability.TargetSpec{Allow: ability.AllowCreature,
		Filter: ability.Filter{Side: ability.OpponentSide}}, card.Definition{Statics: []ability.Static{h529Bonus(-1, -1)}})
	ps := make([]game.PlayerConfig, 4)
	for i := range ps {
		ps[i] = game.PlayerConfig{Name: names[i]}
	}
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: ps, Rules: game.Rules{Variant: game.TwoHeadedGiant}})
	require.NoError(t, err)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 2, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	sh := bf(t, g, 0, shackle, game.PutOptions{AttachedTo: ox})
	pull := hand(t, g, 1, h529Steal(t, "Puppet Pull", ability.AllowCreature))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
	require.NoError(t, g.Cast(1, pull, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, sh))
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
}

// 21. Free-for-all, four players. Bob's Weakening Hex (-2/-0) enchants
// Carol's Ox, and Carol's Squire's Blade (+1/+1) equips Alice's Bear
// (Carol equipped it while she controlled the Bear). Bob concedes: what
// he owns leaves the game with him (CR 800.4a): the Ox is 4/4. Carol
// concedes: her Blade leaves too, and Alice's Bear, left unequipped, is
// 2/2. Alice and Dave play on.
func TestH529AttachmentsLeaveWithTheirOwner(t *testing.T) {
	hexDef := h529Aura(t, "Weakening Hex", "{B}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(-2, 0)}})
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	g := newGame(t, 4)
	libs(t, g, 3)
	ox := bf(t, g, 2, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	bear := bf(t, g, 0, h529Bear(t))
	bf(t, g, 1, hexDef, game.PutOptions{AttachedTo: ox})
	b := bf(t, g, 2, blade, game.PutOptions{AttachedTo: bear})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 4}, pt(t, g, ox))
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, gone(g, b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	require.False(t, g.Over(), "Alice and Dave play on")
}

// ---------------------------------------------------------------------
// Part 7. An Aura that takes control

// h529Chain is Puppeteer's Chain ({2}{U}{U} Aura, "Enchant creature /
// When Puppeteer's Chain enters the battlefield, gain control of
// enchanted creature"), with no duration stated. (Check refuses "for as
// long as you control Puppeteer's Chain", test 24.)
func h529Chain(t *testing.T) *card.Definition {
	return h529Aura(t, "Puppeteer's Chain", "{2}{U}{U}", ability.TargetCreature, card.Definition{
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{
			{Op: ability.OpGainControl, Subject: ability.SubjectAttached, Duration: ability.Permanently}}}}})
}

// 22. Alice casts Puppeteer's Chain on Bob's Ox; its trigger gives her
// the Ox. The control effect came from a resolved ability and states no
// duration, so it lasts on (CR 611.2a): Bob destroys the Chain, and Alice
// keeps the Ox. (A static "You control enchanted creature" would end
// with the Aura, CR 611.3b; the vocabulary has no such static.)
func TestH529ControlAuraDestroyedControlStays(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Plains, 1)
	ox := bf(t, g, 1, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	ch := hand(t, g, 0, h529Chain(t))
	sh := hand(t, g, 1, h529Shatter(t, "Purge Charm", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ch, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
	nch, _ := g.Follow(ch)
	require.Equal(t, ox, info(t, g, nch).AttachedTo)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(nch)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, nch))
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
}

// 23. As above, but Bob takes the Chain (Charm Pull). The Chain, "enchant
// creature", stays attached to the Ox under Bob (CR 303.4e); the control
// effect is not the Chain's and Alice keeps the Ox (CR 611.2a). The
// Chain's entering ability doesn't trigger again: it didn't enter.
func TestH529ControlAuraStolenControlStays(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 1, h529Crt(t, "Grizzled Ox", "{2}{G}", 4, 4, card.Definition{}))
	ch := hand(t, g, 0, h529Chain(t))
	pull := hand(t, g, 1, h529Steal(t, "Charm Pull", ability.AllowEnchantment))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ch, obj(ox)))
	resolve(t, g, nil)
	nch, _ := g.Follow(ch)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, pull, obj(nch)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, nch).Controller)
	require.Equal(t, ox, info(t, g, nch).AttachedTo)
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
}

// ---------------------------------------------------------------------
// Part 8. Definitions Check refuses

// 24. Check refuses, with errors naming the field and the rule: an Aura
// whose enchant looks at colour (the engine reads only the side of what
// it enchants once it is attached), one that enchants a player (CR
// 702.5d), enchant on a card that is not an Aura (CR 303.4a, 702.5a), an
// Aura without enchant, and types added to a group rather than to the
// attached permanent.
func TestH529CheckRefusesBadAttachments(t *testing.T) {
	cases := []struct {
		name string
		d    card.Definition
		want string
	}{
		{"enchant red creature", card.Definition{Name: "Red Brand", ManaCost: cost("{R}"), Types: ability.Enchantment,
			Subtypes: []string{"Aura"}, Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Colors: mana.SetOf(mana.Red)}}},
			"Enchant.Filter.Colors"},
		{"enchant player", card.Definition{Name: "Curse Brand", ManaCost: cost("{B}"), Types: ability.Enchantment,
			Subtypes: []string{"Aura"}, Enchant: ability.TargetPlayer}, "Enchant.Allow"},
		{"enchant without Aura", card.Definition{Name: "Loose Brand", ManaCost: cost("{W}"), Types: ability.Enchantment,
			Enchant: ability.TargetCreature}, "Enchant"},
		{"Aura without enchant", card.Definition{Name: "Idle Brand", ManaCost: cost("{W}"), Types: ability.Enchantment,
			Subtypes: []string{"Aura"}}, "Enchant"},
		{"control for as long as you control the Aura", card.Definition{Name: "Loose Chain", ManaCost: cost("{2}{U}{U}"),
			Types: ability.Enchantment, Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
			Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{
				{Op: ability.OpGainControl, Subject: ability.SubjectAttached, Duration: ability.WhileYouControlSource}}}}},
			"Triggered[0].Effects[0].Duration"},
		{"types for a group", card.Definition{Name: "Iron Age", ManaCost: cost("{2}"), Types: ability.Enchantment,
			Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature}, AddTypes: ability.Artifact}}},
			"Statics[0].AddTypes"},
	}
	for _, c := range cases {
		err := card.Define(c.d).Check()
		require.Error(t, err, c.name)
		require.Contains(t, err.Error(), c.want, c.name)
	}
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 25. Stray Harness ({2} Equipment, "Equipped creature gets
// +2/+2. {1}: Attach Stray Harness to target permanent you control"),
// which Check accepts, is on Alice's Bear. She activates its ability
// targeting her Stone Idol, a noncreature artifact, and then targeting
// the Harness itself. An Equipment can't be attached to an object that
// isn't a creature, nor to itself (CR 301.5, 301.5c, 701.3a); an effect
// that tries to attach it to such an object leaves it where it is
// (CR 301.5b, 701.3b): it stays on the Bear, which stays 4/4.
func TestH529AttachToNoncreatureStaysPut(t *testing.T) {
	harness := def(t, card.Definition{Name: "Stray Harness", ManaCost: cost("{2}"), Types: ability.Artifact,
		Subtypes: []string{"Equipment"}, Statics: []ability.Static{h529Bonus(2, 2)},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")},
			Targets: []ability.TargetSpec{{Allow: ability.AllowPermanent, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}}})
	idol := def(t, card.Definition{Name: "Stone Idol", ManaCost: cost("{1}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	bear := bf(t, g, 0, h529Bear(t))
	h := bf(t, g, 0, harness, game.PutOptions{AttachedTo: bear})
	i := bf(t, g, 0, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, bear))
	for _, tgt := range []game.ObjectID{i, h} {
		require.NoError(t, g.Activate(0, h, 0, obj(tgt)))
		resolve(t, g, nil)
		require.Equal(t, bear, info(t, g, h).AttachedTo, "CR 701.3b: it doesn't move")
		require.Equal(t, [2]int{4, 4}, pt(t, g, bear))
	}
}

// 26. Wandering Blessing ({W} Aura, "Enchant creature / Enchanted
// creature gets +1/+1 / {1}: Attach Wandering Blessing to target
// creature"). To attach an Aura is to move it onto the object (CR
// 701.3a, 701.3c); the engine's OpAttach moves an Equipment only, so
// Check refuses the definition and names the field.
func TestH529AuraAttachAbilityRefused(t *testing.T) {
	d := card.Definition{Name: "Wandering Blessing", ManaCost: cost("{W}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{h529Bonus(1, 1)},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}}}
	var fe *card.FieldError
	require.ErrorAs(t, card.Define(d).Check(), &fe)
	require.Equal(t, "Activated[0].Effects[0].Op", fe.Field)
}

// 27. Aura Seeker (test 15) with "protection from white" enters;
// its library holds Pale Mantle, a white "Enchant creature" Aura. The
// effect tries to put the Mantle onto the battlefield attached to the
// Seeker, which it can't legally enchant (CR 702.16c): the Mantle
// remains in the library (CR 303.4i).
func TestH529SearchedAuraSkipsProtectedSource(t *testing.T) {
	white := mana.SetOf(mana.White)
	pale := h529Aura(t, "Pale Mantle", "{W}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(1, 1)}})
	g := newGame(t, 2)
	w := put(t, g, 0, zone.Library, pale)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	s := hand(t, g, 0, h529Seeker(t, card.Definition{Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: white}}}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for i := 0; i < 10 && g.Pending().Kind != game.DecideFind; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	findable := h529Findable(t, g)
	if findable[w] {
		require.NoError(t, g.Apply(chooseObj(0, w)))
	} else {
		require.NoError(t, g.Apply(chooseObj(0, 0)))
	}
	resolve(t, g, nil)
	require.Equal(t, zone.Library, zoneOf(t, g, w), "CR 303.4i: it remains in the library")
}

// 28. Battle Mantle ("Enchant creature / Enchanted creature gets
// +1/+1") on Alice's Bear; she casts Strip the Charm ("Until end of turn,
// target enchantment is no longer an Aura"), which Check accepts (as it
// accepts "no longer an Equipment", test 8). A permanent that is neither
// an Aura nor an Equipment and is attached to an object becomes
// unattached and remains on the battlefield (CR 704.5q): the Bear is 2/2.
// When the effect ends in the cleanup step the Mantle is an Aura attached
// to nothing and goes to the graveyard (CR 704.5n, 514.3a).
func TestH529AuraThatLosesAuraFallsOff(t *testing.T) {
	battle := h529Aura(t, "Battle Mantle", "{W}", ability.TargetCreature, card.Definition{Statics: []ability.Static{h529Bonus(1, 1)}})
	strip := h529Become(t, "Strip the Charm", "{U}", ability.TargetSpec{Allow: ability.AllowEnchantment}, ability.Effect{LoseSubtype: "Aura"})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	bear := bf(t, g, 0, h529Bear(t))
	m := bf(t, g, 0, battle, game.PutOptions{AttachedTo: bear})
	s := hand(t, g, 0, strip)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(m)))
	resolve(t, g, nil)
	o := info(t, g, m)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.ObjectID(0), o.AttachedTo, "CR 704.5q")
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
	h529NextTurn(t, g)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m), "CR 704.5n")
}

// 29. Squire's Blade under Strip the Gear (test 8) has no subtype left:
// it is no longer an Equipment (CR 205.1b), and the engine plays it so
// (it falls off). game.ObjectInfo.Subtypes, documented as "its subtypes
// now", must report none, as the view does.
func TestH529ObjectInfoShowsNoSubtype(t *testing.T) {
	blade := h529Equip(t, "Squire's Blade", "{1}", nil, h529Bonus(1, 1))
	strip := h529Become(t, "Strip the Gear", "{U}", ability.TargetSpec{Allow: ability.AllowArtifact}, ability.Effect{LoseSubtype: "Equipment"})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	b := bf(t, g, 0, blade)
	s := hand(t, g, 0, strip)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(b)))
	resolve(t, g, nil)
	require.Empty(t, info(t, g, b).Subtypes)
}
