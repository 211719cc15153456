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

// Custom cards, nineteenth set: spells, targets and resolution. Spells
// with several targets some of which become illegal (the rest still
// happen; with all illegal the spell is countered on resolution), targets
// that change controller or characteristics in response (hexproof,
// protection, "an opponent controls"), one object for two instances of
// "target", "up to" and "X target" spells, counterspells on spells that
// have left the stack, last known information of a destroyed target,
// Auras whose target becomes illegal, countered permanent spells, casting
// restrictions and timing, casting while another spell is being paid
// for, and target and each opponent in games of three, four and
// Two-Headed Giant. Saved, loaded and cloned in the middle of decisions.

// h489Fizzled reports whether the spell or ability of source id was
// countered on resolution (CR 608.2b) since the last ClearEvents.
func h489Fizzled(g *game.Game, id game.ObjectID) bool {
	for _, e := range g.Events() {
		if e.Kind == game.EventFizzle && e.Object == id {
			return true
		}
	}
	return false
}

// h489Countered reports whether the spell id was countered by a spell
// or ability (CR 701.5a) since the last ClearEvents.
func h489Countered(g *game.Game, id game.ObjectID) bool {
	for _, e := range g.Events() {
		if e.Kind == game.EventCounter && e.Object == id {
			return true
		}
	}
	return false
}

// h489Top resolves the top of the stack only: every player passes in
// turn until the stack is shorter than it was.
func h489Top(t *testing.T, g *game.Game) {
	t.Helper()
	n := g.StackLen()
	require.Positive(t, n)
	was := g.Stack()[0].Serial
	for i := 0; i < 20 && g.StackLen() == n && g.Stack()[0].Serial == was; i++ {
		d := g.Pending()
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.True(t, g.StackLen() != n || g.Stack()[0].Serial != was, "the top resolved")
}

// h489PassTo passes priority in turn until player p holds it.
func h489PassTo(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 10 && g.Pending().Player != p; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.PlayerID(p), g.Pending().Player)
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
}

// h489Cast casts id and returns its ID on the stack.
func h489Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) game.ObjectID {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	return top(g)
}

// h489CastAct is the action of p casting id with X and targets.
func h489CastAct(p game.PlayerID, id game.ObjectID, x int, ts ...game.Target) game.Action {
	return game.Action{Kind: game.ActCast, Player: p, Object: id, X: x}.WithTargets(ts...)
}

// h489Bounce is "Recoil Wave, {U} instant: Return target creature to its
// owner's hand."
func h489Bounce(t *testing.T) *card.Definition {
	return instant(t, "Recoil Wave", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
}

// h489Veil is "Veil of Leaves, {G} instant: Target creature you control
// gains hexproof until end of turn."
func h489Veil(t *testing.T) *card.Definition {
	return instant(t, "Veil of Leaves", "{G}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Hexproof})
}

// h489Twin is "Twin Strike, {1}{R} instant: Twin Strike deals 2 damage
// to target creature and 2 damage to target player."
func h489Twin(t *testing.T) *card.Definition {
	return instant(t, "Twin Strike", "{1}{R}", []ability.TargetSpec{ability.TargetCreature, ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 1, Amount: ability.N(2)})
}

// h489Wither is "Creeping Wither, {1}{B} sorcery: Up to two target
// creatures each get -2/-2 until end of turn. Draw a card."
func h489Wither(t *testing.T) *card.Definition {
	spec := ability.TargetSpec{Allow: ability.AllowCreature, Optional: true}
	return sorcery(t, "Creeping Wither", "{1}{B}", []ability.TargetSpec{spec, spec},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -2, Toughness: -2},
		ability.Effect{Op: ability.OpModify, Target: 1, Power: -2, Toughness: -2},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)})
}

// h489Cancel is "Cancel Thought, {1}{U} instant: Counter target spell."
func h489Cancel(t *testing.T) *card.Definition {
	return instant(t, "Cancel Thought", "{1}{U}", []ability.TargetSpec{ability.TargetSpell},
		ability.Effect{Op: ability.OpCounter, Target: 0})
}

// h489Ox is a vanilla 2/2.
func h489Ox(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Ox")
}

// h489Grip is "Chill Grip, {U} instant: Tap target creature an opponent
// controls."
func h489Grip(t *testing.T) *card.Definition {
	return instant(t, "Chill Grip", "{U}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpTap, Target: 0})
}

// h489Cull is "Reaper's Toll, {2}{B} instant: Destroy target creature.
// Its controller gains life equal to its toughness."
func h489Cull(t *testing.T) *card.Definition {
	return instant(t, "Reaper's Toll", "{2}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}})
}

// h489Pump is "<name>, {mc} instant: Target creature gets +p/+t until
// end of turn."
func h489Pump(t *testing.T, name, mc string, p, tg int) *card.Definition {
	return instant(t, name, mc, []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg})
}

// h489LoseOpp is "Spiteful Word, {1}{B} sorcery: Target opponent loses
// 3 life."
func h489LoseOpp(t *testing.T) *card.Definition {
	return sorcery(t, "Spiteful Word", "{1}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)})
}

var _ = mana.Red

// ---------------------------------------------------------------------
// Part 1. Several targets, some of them illegal

// 1. Twin Strike (2 to target creature, 2 to target player) at Bob's Ox
// and Bob. Bob returns the Ox to his hand in response: it is a new object
// (CR 400.7) and an illegal target, but the player target is still
// legal, so the spell resolves (CR 608.2b): Bob is dealt 2, the card in
// his hand isn't touched, and Twin Strike goes to Alice's graveyard
// (CR 608.2k), not countered. Saved with both spells on the stack.
func TestH489TwinStrikeOneTargetLeaves(t *testing.T) {
	tw, bo, ox := h489Twin(t), h489Bounce(t), h489Ox(t, "Bob's Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Island, 1)
	s := hand(t, g, 0, tw)
	b := hand(t, g, 1, bo)
	o := bf(t, g, 1, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	s = h489Cast(t, g, 0, s, obj(o), pl(1))
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, b, obj(o))
	gs := h479Copies(t, g, tw, bo, ox)
	for _, x := range gs {
		x.ClearEvents()
		resolve(t, x, nil)
		require.Equal(t, zone.Hand, zoneOf(t, x, o))
		require.Equal(t, 18, x.Life(1), "the player target is still legal")
		require.False(t, h489Fizzled(x, s))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, s))
	}
	h479Same(t, gs)
}

// 2. Twin Strike at Bob's Ox and Carol in a game of three. Bob returns
// the Ox and Carol concedes in response: a player who left is no legal
// target (CR 800.4a) and every target of Twin Strike is illegal, so it
// is countered on resolution (CR 608.2b): no damage, card in Alice's
// graveyard.
func TestH489TwinStrikeAllTargetsIllegal(t *testing.T) {
	tw, bo, ox := h489Twin(t), h489Bounce(t), h489Ox(t, "Bob's Ox")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Island, 1)
	s := hand(t, g, 0, tw)
	b := hand(t, g, 1, bo)
	o := bf(t, g, 1, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	s = h489Cast(t, g, 0, s, obj(o), pl(2))
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, b, obj(o))
	concede(t, g, 2)
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Fizzled(g, s), "countered on resolution")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, zone.Hand, zoneOf(t, g, o))
}

// 3. Creeping Wither: "Up to two target creatures each get -2/-2 until
// end of turn. Draw a card." Cast with no target it is not targeted
// (CR 114.5) and resolves: Alice draws. With one target, made hexproof by
// Bob in response, all its targets are illegal and it is countered
// (CR 608.2b, 702.11b): no card drawn. With two targets, one made
// hexproof, it resolves: the other dies (CR 704.5f) and Alice draws.
func TestH489WitherUpToTwo(t *testing.T) {
	wi, ve := h489Wither(t), h489Veil(t)
	for _, n := range []int{0, 1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 2)
		lands(t, g, 1, card.Forest, 1)
		s := hand(t, g, 0, wi)
		v := hand(t, g, 1, ve)
		o1 := bf(t, g, 1, h489Ox(t, "Bob's Ox"))
		o2 := bf(t, g, 1, h489Ox(t, "Bob's Other Ox"))
		require.NoError(t, g.Start(2, 0, game.Main1))
		var ts []game.Target
		if n >= 1 {
			ts = append(ts, obj(o1))
		}
		if n == 2 {
			ts = append(ts, obj(o2))
		}
		s = h489Cast(t, g, 0, s, ts...)
		if n > 0 {
			require.NoError(t, g.Pass(0))
			h489Cast(t, g, 1, v, obj(o1))
		}
		g.ClearEvents()
		resolve(t, g, nil)
		require.Equal(t, n == 1, h489Fizzled(g, s), "n=%d", n)
		drew := 0
		if n != 1 {
			drew = 1
		}
		require.Equal(t, drew, g.ZoneLen(0, zone.Hand), "n=%d", n)
		require.False(t, gone(g, o1))
		require.Equal(t, n == 2, gone(g, o2), "n=%d", n)
	}
}

// 4. Bob's Doom Pin at Alice's Bear; Alice answers with Veil of Leaves:
// the Bear has hexproof and can't be the target of Bob's spell
// (CR 702.11b), Doom Pin's only target is illegal and it is countered on
// resolution (CR 608.2b). Alice's own Rally Cry may still target the
// hexproof Bear (702.11b is about opponents): it is listed and resolves.
func TestH489HexproofInResponse(t *testing.T) {
	ve, rc := h489Veil(t), h489Pump(t, "Rally Cry", "{W}", 2, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Swamp, 1)
	bear := bf(t, g, 0, h489Ox(t, "Alice's Bear"))
	v := hand(t, g, 0, ve)
	r := hand(t, g, 0, rc)
	pin := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	pin = h489Cast(t, g, 1, pin, obj(bear))
	require.NoError(t, g.Pass(1))
	h489Cast(t, g, 0, v, obj(bear))
	g.ClearEvents()
	h489Top(t, g)
	require.True(t, info(t, g, bear).Keywords.Has(ability.Hexproof))
	h489Top(t, g)
	require.True(t, h489Fizzled(g, pin))
	require.False(t, gone(g, bear))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pin))
	h489PassTo(t, g, 0)
	require.True(t, offered(g, r, obj(bear)), "her own spell may target it")
	h489Cast(t, g, 0, r, obj(bear))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, bear))
}

// h489Ward is "Ward of Embers, {1}{W} Aura with flash: Enchant creature.
// Enchanted creature has protection from red."
func h489Ward(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Ward of Embers", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Keywords: ability.Flash, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Protection: mana.SetOf(mana.Red)}}})
}

// 5. Bob's Ember Lash (red, 1 damage) at Alice's 1/1; Alice flashes in
// Ward of Embers on it. The Ward resolves first: the creature has
// protection from red and can't be the target of a red spell
// (CR 702.16b), so the Lash is countered on resolution (CR 608.2b).
// Protection is from every red spell, Alice's own too: her red Brute
// Force (+3/+3) can't target it, not listed, refused.
func TestH489ProtectionFlashAura(t *testing.T) {
	wd, lash := h489Ward(t), h477Bolt(t, 1)
	bfz := h489Pump(t, "Brute Force", "{R}", 3, 3)
	ed := creature(t, "Alice's Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 1)
	elf := bf(t, g, 0, ed)
	w := hand(t, g, 0, wd)
	bz := hand(t, g, 0, bfz)
	l := hand(t, g, 1, lash)
	require.NoError(t, g.Start(2, 1, game.Main1))
	l = h489Cast(t, g, 1, l, obj(elf))
	require.NoError(t, g.Pass(1))
	w = h489Cast(t, g, 0, w, obj(elf))
	gs := h479Copies(t, g, wd, lash, bfz, ed)
	for _, x := range gs {
		x.ClearEvents()
		h489Top(t, x)
		require.Equal(t, elf, info(t, x, mustFollow(t, x, w)).AttachedTo)
		h489Top(t, x)
		require.True(t, h489Fizzled(x, l))
		require.False(t, gone(x, elf))
		h489PassTo(t, x, 0)
		require.False(t, offered(x, bz, obj(elf)))
		h478Refused(t, x, h489CastAct(0, bz, 0, obj(elf)), game.ErrBadTarget, "protection from red: her own red spell too")
	}
	h479Same(t, gs)
}

// 6. Bob casts Chill Grip ("tap target creature an opponent controls")
// at Alice's Bear, then, holding priority (CR 116.3c), Sudden Defection
// on it. Defection resolves first: Bob controls the Bear, no longer a
// creature an opponent of his controls, so the Grip's only target is
// illegal and it is countered on resolution (CR 608.2b, 114.1): the Bear
// stays untapped.
func TestH489GripAfterStealingTarget(t *testing.T) {
	gr, st := h489Grip(t), h478Steal(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 3)
	bear := bf(t, g, 0, h489Ox(t, "Alice's Bear"))
	c := hand(t, g, 1, gr)
	s := hand(t, g, 1, st)
	require.NoError(t, g.Start(2, 1, game.Main1))
	c = h489Cast(t, g, 1, c, obj(bear))
	h489Cast(t, g, 1, s, obj(bear))
	g.ClearEvents()
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, bear).Controller)
	require.True(t, h489Fizzled(g, c))
	require.False(t, info(t, g, bear).Tapped)
}

// 7. Three players. Alice casts Chill Grip at Bob's Bear; Carol takes the
// Bear with Sudden Defection in response. Carol is Alice's opponent too
// (CR 102.3, 806.1): the target is still legal and the Bear, now
// Carol's, is tapped (CR 608.2b).
func TestH489GripStillOpponentsThreePlayers(t *testing.T) {
	gr, st := h489Grip(t), h478Steal(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 2, card.Island, 2)
	bear := bf(t, g, 1, h489Ox(t, "Bob's Bear"))
	c := hand(t, g, 0, gr)
	s := hand(t, g, 2, st)
	require.NoError(t, g.Start(2, 0, game.Main1))
	c = h489Cast(t, g, 0, c, obj(bear))
	h489PassTo(t, g, 2)
	h489Cast(t, g, 2, s, obj(bear))
	g.ClearEvents()
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, bear).Controller)
	require.False(t, h489Fizzled(g, c))
	require.True(t, info(t, g, bear).Tapped)
}

// 8. Skybane Arrow: {1}{G} instant, "Destroy target creature with
// flying." Bob's Drake loses flying in response (Bob's Grounding, "target
// creature loses flying until end of turn"): its characteristics no
// longer fit the targeting requirement (CR 608.2b), so the Arrow is
// countered on resolution and the Drake lives. Titan's Bane ("destroy
// target creature with power 4 or greater") likewise, after -2/-0.
func TestH489CharacteristicsChangeInResponse(t *testing.T) {
	arrow := instant(t, "Skybane Arrow", "{1}{G}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{WithKeyword: ability.Flying}}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	bane := instant(t, "Titan's Bane", "{1}{G}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{MinPower: 4}}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	ground := instant(t, "Grounding", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Flying})
	shrink := h489Pump(t, "Shrinking Gust", "{U}", -2, 0)
	for i, pair := range [][2]*card.Definition{{arrow, ground}, {bane, shrink}} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Forest, 2)
		lands(t, g, 1, card.Island, 1)
		dr := bf(t, g, 1, creature(t, "Storm Drake", "{3}{U}", 4, 4, ability.Flying, "Drake"))
		s := hand(t, g, 0, pair[0])
		r := hand(t, g, 1, pair[1])
		require.NoError(t, g.Start(2, 0, game.Main1))
		s = h489Cast(t, g, 0, s, obj(dr))
		require.NoError(t, g.Pass(0))
		h489Cast(t, g, 1, r, obj(dr))
		g.ClearEvents()
		resolve(t, g, nil)
		require.True(t, h489Fizzled(g, s), "case %d", i)
		require.False(t, gone(g, dr), "case %d", i)
	}
}

// ---------------------------------------------------------------------
// Part 2. One object for two "target" words; X targets

// h489Blessing is "Twofold Blessing, {1}{W} instant: Target creature gets
// +2/+0 until end of turn. Target creature gets +0/+2 until end of turn."
// (two instances of the word "target").
func h489Blessing(t *testing.T) *card.Definition {
	return instant(t, "Twofold Blessing", "{1}{W}", []ability.TargetSpec{ability.TargetCreature, {Allow: ability.AllowCreature, OwnWord: true}},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2},
		ability.Effect{Op: ability.OpModify, Target: 1, Toughness: 2})
}

// 9. Twofold Blessing uses "target" twice: one Bear may be chosen for
// both (CR 114.3) and gets +2/+2 in all; the pair is listed. Double
// Needle ("1 damage to each of two target creatures", one word) can't
// name the Bear twice: not listed, refused, nothing changes (CR 114.3,
// 601.2c).
func TestH489SameObjectTwoTargetWords(t *testing.T) {
	bl := h489Blessing(t)
	spec := ability.TargetSpec{Allow: ability.AllowCreature}
	nd := instant(t, "Double Needle", "{1}{R}", []ability.TargetSpec{spec, spec},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 0, card.Mountain, 2)
	bear := bf(t, g, 0, h489Ox(t, "Alice's Bear"))
	other := bf(t, g, 1, h489Ox(t, "Bob's Bear"))
	b := hand(t, g, 0, bl)
	n := hand(t, g, 0, nd)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, b, obj(bear), obj(bear)))
	require.False(t, offered(g, n, obj(bear), obj(bear)))
	require.True(t, offered(g, n, obj(bear), obj(other)))
	h478Refused(t, g, h489CastAct(0, n, 0, obj(bear), obj(bear)), game.ErrBadTarget, "one word, one object")
	h489Cast(t, g, 0, b, obj(bear), obj(bear))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, bear))
}

// 10. Twofold Blessing with Bob's Bear chosen for both words; Bob returns
// the Bear to his hand in response. The target is illegal for every
// instance of "target" (CR 608.2b): the spell is countered on
// resolution. Saved with both spells on the stack.
func TestH489SameObjectBothWordsIllegal(t *testing.T) {
	bl, bo, bd := h489Blessing(t), h489Bounce(t), h489Ox(t, "Bob's Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 1)
	bear := bf(t, g, 1, bd)
	b := hand(t, g, 0, bl)
	r := hand(t, g, 1, bo)
	require.NoError(t, g.Start(2, 0, game.Main1))
	b = h489Cast(t, g, 0, b, obj(bear), obj(bear))
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, r, obj(bear))
	gs := h479Copies(t, g, bl, bo, bd)
	for _, x := range gs {
		x.ClearEvents()
		resolve(t, x, nil)
		require.True(t, h489Fizzled(x, b))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, b))
	}
	h479Same(t, gs)
}

// h489Scatter is "Scatter the Chaff, {X}{U} sorcery: Return X target
// creatures to their owners' hands. Draw a card." (X at most 3).
func h489Scatter(t *testing.T) *card.Definition {
	spec := ability.TargetSpec{Allow: ability.AllowCreature, Set: true}
	return def(t, card.Definition{Name: "Scatter the Chaff", ManaCost: cost("{X}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{XTargets: true, Targets: []ability.TargetSpec{spec, spec, spec}, Effects: []ability.Effect{
			{Op: ability.OpBounce, Target: 0}, {Op: ability.OpBounce, Target: 1}, {Op: ability.OpBounce, Target: 2},
			{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}})
}

// 11. Scatter the Chaff. X=0: no target, the spell isn't targeted
// (CR 114.5) and resolves: Alice draws. X=2 at Bob's two Oxen, one made
// hexproof by Bob in response: the other returns and Alice draws
// (CR 608.2b). X=2 with both made hexproof: every target is illegal, the
// spell is countered on resolution and Alice draws nothing. Saved while
// X=2 is on the stack: X and both targets survive the save (CR 107.3).
func TestH489ScatterXTargets(t *testing.T) {
	sc, ve, od := h489Scatter(t), h489Veil(t), h489Ox(t, "Bob's Ox")
	for _, veils := range []int{-1, 1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 3)
		lands(t, g, 1, card.Forest, 2)
		s := hand(t, g, 0, sc)
		var vs []game.ObjectID
		for i := 0; i < 2; i++ {
			vs = append(vs, hand(t, g, 1, ve))
		}
		o1, o2 := bf(t, g, 1, od), bf(t, g, 1, od)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if veils < 0 {
			require.NoError(t, g.Apply(h489CastAct(0, s, 0)))
			resolve(t, g, nil)
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
			require.False(t, gone(g, o1))
			require.False(t, gone(g, o2))
			continue
		}
		require.NoError(t, g.Apply(h489CastAct(0, s, 2, obj(o1), obj(o2))))
		s = top(g)
		require.NoError(t, g.Pass(0))
		h489Cast(t, g, 1, vs[0], obj(o1))
		if veils == 2 {
			h489Cast(t, g, 1, vs[1], obj(o2))
		}
		gs := h479Copies(t, g, sc, ve, od)
		for _, x := range gs {
			require.Equal(t, 2, x.Stack()[x.StackLen()-1].X)
			x.ClearEvents()
			resolve(t, x, nil)
			require.Equal(t, veils == 2, h489Fizzled(x, s))
			require.False(t, gone(x, o1))
			require.Equal(t, veils == 1, gone(x, o2))
			require.Equal(t, 2-veils, x.ZoneLen(0, zone.Hand), "a card drawn unless countered")
		}
		h479Same(t, gs)
	}
}

// ---------------------------------------------------------------------
// Part 3. Counterspells

// 12. Three players. Alice casts Ember Lash at Bob; Bob answers with
// Cancel Thought on the Lash, and Carol with another on the Lash. Carol's
// resolves first and counters the Lash (CR 701.5a). Bob's Cancel then
// finds its only target gone from the stack (CR 608.2b): it is countered
// on resolution and goes to his graveyard. Bob is dealt nothing. Saved
// with the three spells on the stack.
func TestH489TwoCountersOneSpell(t *testing.T) {
	lash, cn := h477Bolt(t, 1), h489Cancel(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 2, card.Island, 2)
	l := hand(t, g, 0, lash)
	bc := hand(t, g, 1, cn)
	cc := hand(t, g, 2, cn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	l = h489Cast(t, g, 0, l, pl(1))
	h489PassTo(t, g, 1)
	bc = h489Cast(t, g, 1, bc, obj(l))
	h489PassTo(t, g, 2)
	cc = h489Cast(t, g, 2, cc, obj(l))
	gs := h479Copies(t, g, lash, cn)
	for _, x := range gs {
		x.ClearEvents()
		resolve(t, x, nil)
		require.True(t, h489Countered(x, l))
		require.True(t, h489Fizzled(x, bc), "Bob's Cancel lost its target")
		require.False(t, h489Fizzled(x, cc))
		require.Equal(t, 20, x.Life(1))
		for _, id := range []game.ObjectID{l, bc, cc} {
			require.Equal(t, zone.Graveyard, zoneOf(t, x, id))
		}
	}
	h479Same(t, gs)
}

// 13. Alice's Ember Lash at Bob; Bob's Cancel Thought on it; Alice's
// Cancel Thought on Bob's Cancel. Hers resolves first, countering his
// (CR 701.5a, 405.5): the Lash resolves and Bob is dealt 1.
func TestH489CounterTheCounter(t *testing.T) {
	lash, cn := h477Bolt(t, 1), h489Cancel(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Island, 2)
	l := hand(t, g, 0, lash)
	ac := hand(t, g, 0, cn)
	bc := hand(t, g, 1, cn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	l = h489Cast(t, g, 0, l, pl(1))
	require.NoError(t, g.Pass(0))
	bc = h489Cast(t, g, 1, bc, obj(l))
	require.NoError(t, g.Pass(1))
	h489Cast(t, g, 0, ac, obj(bc))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Countered(g, bc))
	require.False(t, h489Countered(g, l))
	require.Equal(t, 19, g.Life(1))
}

// 14. Alice's Herald of Dawn ({2}{W} 2/2, "When Herald of Dawn enters the
// battlefield, you gain 3 life") is countered by Bob's Cancel Thought:
// the card goes to Alice's graveyard from the stack (CR 701.5a), never a
// permanent: it doesn't enter (no life gained) and doesn't die
// (CR 700.4), so Bob's Carrion Witness ("whenever a creature dies, you
// gain 1 life") doesn't trigger. With Bob's Void Rebuke ("counter target
// spell; exile it"), the card is exiled instead.
func TestH489CounteredCreatureSpell(t *testing.T) {
	herald := def(t, card.Definition{Name: "Herald of Dawn", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: gain(3)}}})
	wit := def(t, card.Definition{Name: "Carrion Witness", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Types: ability.Creature}, Effects: gain(1)}}})
	rebuke := instant(t, "Void Rebuke", "{1}{U}", []ability.TargetSpec{ability.TargetSpell},
		ability.Effect{Op: ability.OpCounter, Target: 0, Exile: true})
	for i, cd := range []*card.Definition{h489Cancel(t), rebuke} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Plains, 3)
		lands(t, g, 1, card.Island, 2)
		bf(t, g, 1, wit)
		h := hand(t, g, 0, herald)
		c := hand(t, g, 1, cd)
		require.NoError(t, g.Start(2, 0, game.Main1))
		h = h489Cast(t, g, 0, h)
		require.NoError(t, g.Pass(0))
		h489Cast(t, g, 1, c, obj(h))
		resolve(t, g, nil)
		want := []zone.Kind{zone.Graveyard, zone.Exile}[i]
		require.Equal(t, want, zoneOf(t, g, h))
		require.Equal(t, 20, g.Life(0), "never entered")
		require.Equal(t, 20, g.Life(1), "never died")
		require.Empty(t, g.Zone(0, zone.Battlefield)[3:])
	}
}

// 15. Quell Magic: {U} instant, "Counter target noncreature spell." With
// Alice's creature spell and her Ember Lash on the stack, Bob may target
// the Lash but not the creature spell (CR 114.1, 601.2c): not listed,
// refused, nothing changes. Cancel Thought, with nothing on the stack,
// has no legal target and can't be cast (CR 601.2c): a card in a hand is
// no spell, nor can a spell target itself (CR 114.4).
func TestH489QuellNoncreatureOnly(t *testing.T) {
	quell := instant(t, "Quell Magic", "{U}", []ability.TargetSpec{ability.TargetNoncreatureSpell},
		ability.Effect{Op: ability.OpCounter, Target: 0})
	cn := h489Cancel(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Island, 3)
	ox := hand(t, g, 0, h489Ox(t, "Alice's Ox"))
	l := hand(t, g, 0, h477Bolt(t, 1))
	q := hand(t, g, 1, quell)
	c := hand(t, g, 1, cn)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Empty(t, legalCasts(g, c))
	h478Refused(t, g, h489CastAct(1, c, 0, obj(c)), game.ErrBadTarget, "a card in hand is no spell")
	require.NoError(t, g.Pass(1))
	passTo(t, g, 0, game.Main1)
	ox = h489Cast(t, g, 0, ox)
	l = h489Cast(t, g, 0, l, pl(1))
	require.NoError(t, g.Pass(0))
	require.True(t, offered(g, q, obj(l)))
	require.False(t, offered(g, q, obj(ox)))
	h478Refused(t, g, h489CastAct(1, q, 0, obj(ox)), game.ErrBadTarget, "a creature spell")
	h489Cast(t, g, 1, q, obj(l))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ox))
}

// ---------------------------------------------------------------------
// Part 4. Last known information

// 16. Reaper's Toll ("Destroy target creature. Its controller gains life
// equal to its toughness.") at Bob's Ox, which Bob pumps +0/+3 in
// response: the Ox is destroyed and Bob gains 5, its toughness as it last
// existed on the battlefield (CR 608.2g, 608.2c). At an Ox Alice controls
// (Seize Allegiance), the card goes to Bob's graveyard and Alice gains 2:
// its controller as it last existed. At Bob's indestructible Ox, it isn't
// destroyed (CR 702.12b) and Bob still gains 2: the instruction doesn't
// depend on the destruction (CR 608.2c).
func TestH489ReapersTollLastKnown(t *testing.T) {
	cull, od, sz := h489Cull(t), h489Ox(t, "Bob's Ox"), seize(t)
	ind := creature(t, "Stone Ox", "{1}{G}", 2, 2, ability.Indestructible, "Ox")
	stiff := h489Pump(t, "Stiffen", "{W}", 0, 3)
	for _, c := range []string{"pumped", "stolen", "indestructible"} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 3)
		lands(t, g, 0, card.Island, 4)
		lands(t, g, 1, card.Plains, 1)
		d := od
		if c == "indestructible" {
			d = ind
		}
		o := bf(t, g, 1, d)
		k := hand(t, g, 0, cull)
		s := hand(t, g, 0, sz)
		p := hand(t, g, 1, stiff)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if c == "stolen" {
			h489Cast(t, g, 0, s, obj(o))
			resolve(t, g, nil)
			require.Equal(t, game.PlayerID(0), info(t, g, o).Controller)
		}
		h489Cast(t, g, 0, k, obj(o))
		if c == "pumped" {
			require.NoError(t, g.Pass(0))
			h489Cast(t, g, 1, p, obj(o))
		}
		resolve(t, g, nil)
		switch c {
		case "pumped":
			require.True(t, gone(g, o))
			require.Equal(t, 25, g.Life(1))
		case "stolen":
			require.Equal(t, zone.Graveyard, zoneOf(t, g, o))
			require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard), "its owner's graveyard")
			require.Equal(t, 22, g.Life(0))
			require.Equal(t, 20, g.Life(1))
		default:
			require.False(t, gone(g, o))
			require.Equal(t, 22, g.Life(1))
		}
	}
}

// ---------------------------------------------------------------------
// Part 5. Auras whose target becomes illegal

// 17. Alice casts Giant's Might on her Elf; Bob destroys the Elf with
// Doom Pin in response. The Aura spell's target is gone: it is countered
// on resolution (CR 608.3a, 608.2b) and goes to Alice's graveyard,
// never onto the battlefield. Saved with both spells on the stack.
func TestH489AuraTargetDies(t *testing.T) {
	mt, ed := h479Might(t), creature(t, "Alice's Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Swamp, 1)
	elf := bf(t, g, 0, ed)
	m := hand(t, g, 0, mt)
	p := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	m = h489Cast(t, g, 0, m, obj(elf))
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, p, obj(elf))
	gs := h479Copies(t, g, mt, ed, doomDef)
	for _, x := range gs {
		x.ClearEvents()
		resolve(t, x, nil)
		require.True(t, h489Fizzled(x, m))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, m))
		require.Equal(t, 1, x.ZoneLen(0, zone.Battlefield), "only her Forest")
	}
	h479Same(t, gs)
}

// h489Bond is "Loyal Bond, {W} Aura: Enchant creature you control.
// Enchanted creature gets +1/+1."
func h489Bond(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Loyal Bond", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
}

// 18. Loyal Bond ("Enchant creature you control"): its enchant ability
// defines the Aura spell's target (CR 303.4a, 114.1b), so Alice can't
// cast it on Bob's Ox: not listed, refused. She casts it on her Bear and
// Bob takes the Bear in response (Sudden Defection): the target is no
// longer a creature she controls, and the Bond is countered on resolution
// (CR 608.3a, 608.2b). Giant's Might ("Enchant creature") on a Bear taken
// in response still resolves, attached to the Bear Bob controls, under
// Alice's control (CR 608.3a, 303.4e).
func TestH489EnchantCreatureYouControl(t *testing.T) {
	bd, mt, st := h489Bond(t), h479Might(t), h478Steal(t)
	for _, aura := range []*card.Definition{bd, mt} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Plains, 1)
		lands(t, g, 0, card.Forest, 1)
		lands(t, g, 1, card.Island, 2)
		bear := bf(t, g, 0, h489Ox(t, "Alice's Bear"))
		ox := bf(t, g, 1, h489Ox(t, "Bob's Ox"))
		a := hand(t, g, 0, aura)
		s := hand(t, g, 1, st)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.Equal(t, aura == mt, offered(g, a, obj(ox)))
		if aura == bd {
			h478Refused(t, g, h489CastAct(0, a, 0, obj(ox)), game.ErrBadTarget, "not a creature she controls")
		}
		a = h489Cast(t, g, 0, a, obj(bear))
		require.NoError(t, g.Pass(0))
		h489Cast(t, g, 1, s, obj(bear))
		g.ClearEvents()
		resolve(t, g, nil)
		require.Equal(t, game.PlayerID(1), info(t, g, bear).Controller)
		if aura == bd {
			require.True(t, h489Fizzled(g, a))
			require.Equal(t, zone.Graveyard, zoneOf(t, g, a))
			require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
			continue
		}
		m := mustFollow(t, g, a)
		require.Equal(t, zone.Battlefield, info(t, g, m).Zone)
		require.Equal(t, game.PlayerID(0), info(t, g, m).Controller)
		require.Equal(t, bear, info(t, g, m).AttachedTo)
		require.Equal(t, [2]int{4, 4}, pt(t, g, bear))
	}
}

// 19. Alice casts Fire Mantle ({R} Aura, "Enchanted creature gets
// +2/+0") on her Elf; Bob flashes his Ward of Embers onto the same Elf
// in response. The Elf now has protection from red and can't be the
// target of a red spell (CR 702.16b): the Mantle is countered on
// resolution (CR 608.3a, 608.2b); Bob's Ward stays on the Elf.
func TestH489AuraTargetGainsProtection(t *testing.T) {
	mantle := h476Aura(t, "Fire Mantle", "{R}", []ability.Static{{Affects: ability.AffectsAttached, Power: 2}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Plains, 2)
	elf := bf(t, g, 0, creature(t, "Alice's Elf", "{G}", 1, 1, 0, "Elf"))
	m := hand(t, g, 0, mantle)
	w := hand(t, g, 1, h489Ward(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	m = h489Cast(t, g, 0, m, obj(elf))
	require.NoError(t, g.Pass(0))
	w = h489Cast(t, g, 1, w, obj(elf))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Fizzled(g, m))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, elf, info(t, g, mustFollow(t, g, w)).AttachedTo)
	require.Equal(t, [2]int{1, 1}, pt(t, g, elf))
}

// ---------------------------------------------------------------------
// Part 6. Casting restrictions and timing

// 20. Lone Stand: {1}{W} instant, "Cast this spell only if you control no
// creatures. You gain 4 life." With her Bear, Alice can't cast it
// (CR 601.3): not listed, refused. Once the Bear is destroyed she casts
// it, then, holding priority, flashes in a Quickling Sprite: the
// restriction is on casting only, and Lone Stand resolves though she now
// controls a creature.
func TestH489LoneStandCastOnlyIf(t *testing.T) {
	ls := def(t, card.Definition{Name: "Lone Stand", ManaCost: cost("{1}{W}"), Types: ability.Instant,
		CastOnlyIf: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}},
		Spell:      ability.Spell{Effects: gain(4)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Swamp, 1)
	bear := bf(t, g, 0, h489Ox(t, "Alice's Bear"))
	s := hand(t, g, 0, ls)
	sp := hand(t, g, 0, h487Sprite(t))
	p := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.Empty(t, legalCasts(g, s))
	h478Refused(t, g, h489CastAct(0, s, 0), game.ErrNotAllowed, "she controls a creature")
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, p, obj(bear))
	resolve(t, g, nil)
	require.True(t, gone(g, bear))
	h489PassTo(t, g, 0)
	require.NotEmpty(t, legalCasts(g, s))
	h489Cast(t, g, 0, s)
	sp = h489Cast(t, g, 0, sp)
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, sp))
	require.Equal(t, 24, g.Life(0))
}

// 21. Encore Flare: {R} instant, "Cast this spell only if you've cast
// another spell this turn. Encore Flare deals 2 damage to target player."
// Before any other spell Alice can't cast it (CR 601.3). Her Ember Lash
// is countered by Bob: it was cast all the same (CR 601.2i), so Encore
// Flare may now be cast, and deals 2.
func TestH489EncoreAfterCounteredSpell(t *testing.T) {
	enc := def(t, card.Definition{Name: "Encore Flare", ManaCost: cost("{R}"), Types: ability.Instant,
		CastOnlyIf: ability.If(ability.YouCastAnotherSpellThisTurn),
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Island, 2)
	e := hand(t, g, 0, enc)
	l := hand(t, g, 0, h477Bolt(t, 1))
	c := hand(t, g, 1, h489Cancel(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h489CastAct(0, e, 0, pl(1)), game.ErrNotAllowed, "no other spell yet")
	l = h489Cast(t, g, 0, l, pl(1))
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, c, obj(l))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, l))
	require.Equal(t, 20, g.Life(1))
	h489Cast(t, g, 0, e, pl(1))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 22. Sorcery timing (CR 307.1, 116.1a): Alice's Spiteful Word can't be
// cast in response to her own Ember Lash, nor in Bob's main phase, nor in
// her beginning of combat step: each refused with ErrTiming, changing
// nothing. A creature with flash may be cast in Bob's turn (CR 702.8a);
// one without may not.
func TestH489SorceryAndFlashTiming(t *testing.T) {
	sw, spr := h489LoseOpp(t), h487Sprite(t)
	ox := h489Ox(t, "Slow Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Forest, 2)
	w := hand(t, g, 0, sw)
	l := hand(t, g, 0, h477Bolt(t, 1))
	s := hand(t, g, 0, spr)
	o := hand(t, g, 0, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h489Cast(t, g, 0, l, pl(1))
	h478Refused(t, g, h489CastAct(0, w, 0, pl(1)), game.ErrTiming, "a sorcery in response")
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	for g.Step() != game.BeginCombat || g.Pending().Player != 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	h478Refused(t, g, h489CastAct(0, w, 0, pl(1)), game.ErrTiming, "a sorcery in combat")
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h478Refused(t, g, h489CastAct(0, w, 0, pl(1)), game.ErrTiming, "a sorcery in Bob's turn")
	h478Refused(t, g, h489CastAct(0, o, 0), game.ErrTiming, "a creature without flash in Bob's turn")
	s = h489Cast(t, g, 0, s)
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, s))
	require.Equal(t, game.PlayerID(0), info(t, g, mustFollow(t, g, s)).Controller)
}

// 23. Alice's Herald of Dawn enters and its "you gain 3 life" trigger is
// on the stack: her main phase, but the stack isn't empty, so her
// sorcery can't be cast (CR 307.1, 116.1a): refused; once the trigger
// resolves it may.
func TestH489SorceryWaitsForTrigger(t *testing.T) {
	herald := def(t, card.Definition{Name: "Herald of Dawn", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: gain(3)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 0, card.Swamp, 2)
	h := hand(t, g, 0, herald)
	w := hand(t, g, 0, h489LoseOpp(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h489Cast(t, g, 0, h)
	h489Top(t, g)
	require.Equal(t, 1, g.StackLen(), "the trigger")
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.False(t, offered(g, w, pl(1)))
	h478Refused(t, g, h489CastAct(0, w, 0, pl(1)), game.ErrTiming, "a trigger on the stack")
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	h489Cast(t, g, 0, w, pl(1))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 24. Blood Tithe: {1}{B} instant, "As an additional cost to cast this
// spell, sacrifice a creature. Blood Tithe deals damage equal to the
// sacrificed creature's power to target player." While Alice chooses
// the creature to sacrifice she is still casting it (CR 601.2h): she
// can't cast another spell, nor pass, nor can Bob cast; each is refused
// and changes nothing. Saved, loaded and cloned there, all three go on
// alike: she sacrifices her Martyr (3/1, "When Martyr of Ash dies, you
// gain 2 life"). Its trigger waits until the spell is cast and goes on
// the stack above it (CR 601.2i, 603.3), so it resolves first: Alice
// gains 2, then Bob is dealt 3.
func TestH489CastingWhilePaying(t *testing.T) {
	tithe := def(t, card.Definition{Name: "Blood Tithe", ManaCost: cost("{1}{B}"), Types: ability.Instant,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SacrificedPower}}}}})
	martyr := def(t, card.Definition{Name: "Martyr of Ash", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(3), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
	od, lash := h489Ox(t, "Alice's Ox"), h477Bolt(t, 1)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 1)
	mr := bf(t, g, 0, martyr)
	ox := bf(t, g, 0, od)
	s := hand(t, g, 0, tithe)
	al := hand(t, g, 0, lash)
	bl := hand(t, g, 1, lash)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1)))
	s = top(g)
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.ElementsMatch(t, []game.ObjectID{mr, ox}, choices(g))
	h478Refused(t, g, h489CastAct(0, al, 0, pl(1)), nil, "Alice is still casting Blood Tithe")
	h478Refused(t, g, h489CastAct(1, bl, 0, pl(0)), nil, "Bob has no priority")
	h478Refused(t, g, game.Action{Kind: game.ActPass, Player: 0}, nil, "no priority to pass")
	gs := h479Copies(t, g, tithe, martyr, od, lash)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, mr)))
		h479Order(t, x)
		require.Equal(t, 2, x.StackLen())
		require.NotEqual(t, s, top(x), "the Martyr's trigger is on top")
		h489Top(t, x)
		require.Equal(t, 22, x.Life(0))
		require.Equal(t, 20, x.Life(1))
		resolve(t, x, nil)
		require.Equal(t, 17, x.Life(1))
		require.False(t, gone(x, ox))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 7. Opponents in games of three, four and Two-Headed Giant

// h489Players lists the players LegalActions offers as the one target of
// casting id.
func h489Players(g *game.Game, id game.ObjectID) []game.PlayerID {
	var out []game.PlayerID
	for _, ts := range legalCasts(g, id) {
		if len(ts) == 1 && ts[0].IsPlayer() {
			out = append(out, game.PlayerID(ts[0].Player))
		}
	}
	return out
}

// 25. Four players. Spiteful Word ("Target opponent loses 3 life"): Bob,
// Carol and Dave are listed, Alice isn't (CR 102.3, 806.1, 114.1); naming
// herself is refused. At Carol: she alone loses 3.
func TestH489TargetOpponentFourPlayers(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	w := hand(t, g, 0, h489LoseOpp(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.ElementsMatch(t, []game.PlayerID{1, 2, 3}, h489Players(g, w))
	h478Refused(t, g, h489CastAct(0, w, 0, pl(0)), game.ErrBadTarget, "not an opponent")
	h489Cast(t, g, 0, w, pl(2))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 20, 17, 20}, lifes(g))
}

// 26. Two-Headed Giant, Alice and Bob against Carol and Dave. Spiteful
// Word lists Carol and Dave only: Bob is Alice's teammate, no opponent
// (CR 102.3, 810.1); naming him is refused. At Dave: the loss is his and
// comes off his team's shared total (CR 810.9, 810.4).
func TestH489TargetOpponentTwoHeaded(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	w := hand(t, g, 0, h489LoseOpp(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.ElementsMatch(t, []game.PlayerID{2, 3}, h489Players(g, w))
	h478Refused(t, g, h489CastAct(0, w, 0, pl(1)), game.ErrBadTarget, "a teammate")
	h489Cast(t, g, 0, w, pl(3))
	resolve(t, g, nil)
	require.Equal(t, []int{30, 30, 27, 27}, lifes(g))
}

// 27. Three players. Leeching Word: {2}{B} sorcery, "Target opponent
// loses 3 life and you gain 3 life." At Carol, who concedes with the
// spell on the stack: its only target left the game (CR 800.4a) and is
// illegal, so the spell is countered on resolution (CR 608.2b) and Alice
// gains nothing. Saved, loaded and cloned with the spell on the stack,
// Carol concedes in each.
func TestH489TargetOpponentConcedes(t *testing.T) {
	lw := sorcery(t, "Leeching Word", "{2}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	w := hand(t, g, 0, lw)
	require.NoError(t, g.Start(2, 0, game.Main1))
	w = h489Cast(t, g, 0, w, pl(2))
	gs := h479Copies(t, g, lw)
	for _, x := range gs {
		concede(t, x, 2)
		x.ClearEvents()
		resolve(t, x, nil)
		require.True(t, h489Fizzled(x, w))
		require.Equal(t, 20, x.Life(0))
		require.False(t, x.Over())
	}
	h479Same(t, gs)
}

// 28. Four players. Sour Tithe: {1}{B} instant, "Each opponent loses 2
// life." It has no target, so nothing can make it countered on
// resolution (CR 608.2b is about targets): Dave concedes with it on the
// stack, and the opponents still in the game, Bob and Carol, lose 2
// (CR 800.4a); Alice loses nothing.
func TestH489EachOpponentAfterConcession(t *testing.T) {
	st := instant(t, "Sour Tithe", "{1}{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(2)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, st)
	require.NoError(t, g.Start(2, 0, game.Main1))
	s = h489Cast(t, g, 0, s)
	concede(t, g, 3)
	g.ClearEvents()
	resolve(t, g, nil)
	require.False(t, h489Fizzled(g, s))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 18, g.Life(2))
}

// h489Choice is "Cruel Choice, {2}{B} sorcery: Target player loses 2
// life. Destroy target creature that player controls."
func h489Choice(t *testing.T) *card.Definition {
	return sorcery(t, "Cruel Choice", "{2}{B}", []ability.TargetSpec{ability.TargetPlayer,
		{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}}},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDestroy, Target: 1})
}

// 29. Three players. Cruel Choice at Bob and his Ox: pairing Bob with
// Carol's Wolf is refused (CR 114.1, 601.2c). Carol takes the Ox with
// Sudden Defection in response: it is no longer a creature Bob controls,
// an illegal target, while Bob is still legal (CR 608.2b): Bob loses 2
// and the Ox, Carol's now, survives.
func TestH489ThatPlayerControlsControlChange(t *testing.T) {
	ch, st := h489Choice(t), h478Steal(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 2, card.Island, 2)
	ox := bf(t, g, 1, h489Ox(t, "Bob's Ox"))
	wolf := bf(t, g, 2, creature(t, "Carol's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	c := hand(t, g, 0, ch)
	s := hand(t, g, 2, st)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, c, pl(1), obj(wolf)))
	h478Refused(t, g, h489CastAct(0, c, 0, pl(1), obj(wolf)), game.ErrBadTarget, "Carol's Wolf is not Bob's")
	c = h489Cast(t, g, 0, c, pl(1), obj(ox))
	h489PassTo(t, g, 2)
	h489Cast(t, g, 2, s, obj(ox))
	g.ClearEvents()
	resolve(t, g, nil)
	require.False(t, h489Fizzled(g, c))
	require.Equal(t, 18, g.Life(1))
	require.False(t, gone(g, ox))
	require.Equal(t, game.PlayerID(2), info(t, g, ox).Controller)
}

// 30. Two-Headed Giant. Alice casts Chill Grip ("tap target creature an
// opponent controls") at Carol's Bear: Bob's creature is not listed, her
// teammate's (CR 102.3). Dave, Carol's teammate, takes the Bear in
// response, his team having priority (CR 805.5a): Dave is Alice's
// opponent too and the Bear is tapped. Cast
// again at Carol's Wolf, Bob takes the Wolf in response: a teammate's
// creature is no longer a legal target and the Grip is countered on
// resolution (CR 608.2b).
func TestH489GripTwoHeadedControlChange(t *testing.T) {
	gr, st := h489Grip(t), h478Steal(t)
	g := newTwoHeaded(t)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 3, card.Island, 2)
	bob := bf(t, g, 1, h489Ox(t, "Bob's Ox"))
	bear := bf(t, g, 2, h489Ox(t, "Carol's Bear"))
	wolf := bf(t, g, 2, creature(t, "Carol's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	c1 := hand(t, g, 0, gr)
	c2 := hand(t, g, 0, gr)
	ds := hand(t, g, 3, st)
	bs := hand(t, g, 1, st)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, c1, obj(bob)))
	require.True(t, offered(g, c1, obj(bear)))
	c1 = h489Cast(t, g, 0, c1, obj(bear))
	require.NoError(t, g.Pass(0))
	require.True(t, g.MayAnswer(3), "Dave casts when his team has priority (CR 805.5a)")
	h489Cast(t, g, 3, ds, obj(bear))
	g.ClearEvents()
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(3), info(t, g, bear).Controller)
	require.True(t, info(t, g, bear).Tapped)
	require.False(t, h489Fizzled(g, c1))
	c2 = h489Cast(t, g, 0, c2, obj(wolf))
	h489Cast(t, g, 1, bs, obj(wolf))
	g.ClearEvents()
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, wolf).Controller)
	require.True(t, h489Fizzled(g, c2))
	require.False(t, info(t, g, wolf).Tapped)
}

// 31. Three players. Bob casts Ember Lash at Carol; Alice answers with
// Cancel Thought on it; Bob concedes. His spell on the stack leaves the
// game with him (CR 800.4a), so Alice's Cancel finds its only target
// gone and is countered on resolution (CR 608.2b); Carol is dealt
// nothing.
func TestH489CounterTargetLeavesWithPlayer(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Mountain, 1)
	c := hand(t, g, 0, h489Cancel(t))
	l := hand(t, g, 1, h477Bolt(t, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	l = h489Cast(t, g, 1, l, pl(2))
	h489PassTo(t, g, 0)
	c = h489Cast(t, g, 0, c, obj(l))
	concede(t, g, 1)
	require.True(t, left(g, l))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Fizzled(g, c))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, 20, g.Life(2))
}

// 32. Three players. Spark Herald: {1}{R} 1/1, "When Spark Herald enters
// the battlefield, it deals 1 damage to target creature an opponent
// controls." As the trigger is put on the stack, Alice chooses its
// target (CR 603.3d): Bob's and Carol's Elves are listed, her own isn't.
// Saved, loaded and cloned while she chooses; in each, her own Elf is
// refused and Carol's dies.
func TestH489TriggerTargetsOpponentsThreePlayers(t *testing.T) {
	sh := def(t, card.Definition{Name: "Spark Herald", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Goblin"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	ed := creature(t, "Pale Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	mine := bf(t, g, 0, ed)
	be := bf(t, g, 1, ed)
	ce := bf(t, g, 2, ed)
	h := hand(t, g, 0, sh)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h489Cast(t, g, 0, h)
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	var listed []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChooseTargets && a.NumTargets == 1 {
			listed = append(listed, game.ObjectID(a.Targets[0].Object))
		}
	}
	require.ElementsMatch(t, []game.ObjectID{be, ce}, listed)
	gs := h479Copies(t, g, sh, ed)
	for _, x := range gs {
		h478Refused(t, x, targets(0, obj(mine)), nil, "her own Elf")
		require.NoError(t, x.Apply(targets(0, obj(ce))))
		resolve(t, x, nil)
		require.True(t, gone(x, ce))
		require.False(t, gone(x, be))
		require.False(t, gone(x, mine))
	}
	h479Same(t, gs)
}

// 33. Two-Headed Giant. Bob's Moss Troll has hexproof: it can't be the
// target of spells his opponents control (CR 702.11b), but Alice is his
// teammate, not his opponent (CR 102.3): her Rally Cry is listed for it
// and resolves. Carol's Doom Pin, with Bob's Troll the only creature on
// the battlefield, has no legal target: not listed, refused (CR 601.2c).
func TestH489HexproofAndTeammates(t *testing.T) {
	troll := creature(t, "Moss Troll", "{1}{G}", 2, 2, ability.Hexproof, "Troll")
	g := newTwoHeaded(t)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 2, card.Swamp, 1)
	tr := bf(t, g, 1, troll)
	r := hand(t, g, 0, h489Pump(t, "Rally Cry", "{W}", 2, 2))
	p := hand(t, g, 2, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, r, obj(tr)))
	h489Cast(t, g, 0, r, obj(tr))
	require.NoError(t, g.Pass(0))
	require.True(t, g.MayAnswer(2))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.Empty(t, legalCasts(g, p))
	h478Refused(t, g, h489CastAct(2, p, 0, obj(tr)), game.ErrBadTarget, "hexproof against an opponent")
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, tr))
}

// 34. Creeping Wither's "up to two target creatures" is one instance of
// the word "target": the same Ox can't be chosen twice (CR 114.3): not
// listed, refused; two different Oxen are listed.
func TestH489UpToTwoNotSameTwice(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	o1 := bf(t, g, 1, h489Ox(t, "Bob's Ox"))
	o2 := bf(t, g, 1, h489Ox(t, "Bob's Other Ox"))
	s := hand(t, g, 0, h489Wither(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, s, obj(o1), obj(o1)))
	require.True(t, offered(g, s, obj(o1), obj(o2)))
	require.True(t, offered(g, s))
	h478Refused(t, g, h489CastAct(0, s, 0, obj(o1), obj(o1)), game.ErrBadTarget, "one word, one object")
}

// 35. Two-Headed Giant. Alice casts Sour Tithe ("Each opponent loses 2
// life"); Dave concedes with it on the stack. A player who loses makes
// the team lose (CR 810.8a): the game is over, Alice's team wins, and
// the spell never resolves.
func TestH489EachOpponentTwoHeadedConcede(t *testing.T) {
	st := instant(t, "Sour Tithe", "{1}{B}", nil, ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(2)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, st)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h489Cast(t, g, 0, s)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 3}))
	require.True(t, g.Over())
	require.True(t, g.Lost(2))
	require.True(t, g.Lost(3))
	require.Equal(t, game.PlayerID(0), g.Team(g.Winner()))
	require.Equal(t, 30, g.Life(0))
}

// 36. Reaper's Toll at Bob's Ox; Bob gives it hexproof in response (Veil
// of Leaves). The only target is illegal: the spell is countered on
// resolution and none of its instructions happen (CR 608.2b): the Ox
// lives and Bob gains no life.
func TestH489ReapersTollHexproof(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Forest, 1)
	o := bf(t, g, 1, h489Ox(t, "Bob's Ox"))
	k := hand(t, g, 0, h489Cull(t))
	v := hand(t, g, 1, h489Veil(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	k = h489Cast(t, g, 0, k, obj(o))
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, v, obj(o))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Fizzled(g, k))
	require.False(t, gone(g, o))
	require.Equal(t, 20, g.Life(1))
}

// 37. Alice casts Rally Cry on her Bear; Bob takes the Bear with Sudden
// Defection in response, and once it resolves gives it hexproof with
// Veil of Leaves (a creature he controls now). Bob is Alice's opponent,
// so the Bear's hexproof stops her spell (CR 702.11b): its only target is
// illegal on resolution (CR 608.2b) and Rally Cry is countered.
func TestH489HexproofAfterControlChange(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 1, card.Forest, 1)
	bear := bf(t, g, 0, h489Ox(t, "Alice's Bear"))
	r := hand(t, g, 0, h489Pump(t, "Rally Cry", "{W}", 2, 2))
	s := hand(t, g, 1, h478Steal(t))
	v := hand(t, g, 1, h489Veil(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	r = h489Cast(t, g, 0, r, obj(bear))
	require.NoError(t, g.Pass(0))
	h489Cast(t, g, 1, s, obj(bear))
	h489Top(t, g)
	require.Equal(t, game.PlayerID(1), info(t, g, bear).Controller)
	h489PassTo(t, g, 1)
	h489Cast(t, g, 1, v, obj(bear))
	g.ClearEvents()
	resolve(t, g, nil)
	require.True(t, h489Fizzled(g, r))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 38. Spark Herald (above) enters in a two-player game where Bob controls
// no creature: its triggered ability has no legal target and is removed
// from the stack without asking Alice (CR 603.3d); her own Elf is not
// dealt damage.
func TestH489TriggerWithoutLegalTarget(t *testing.T) {
	sh := def(t, card.Definition{Name: "Spark Herald", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Goblin"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	mine := bf(t, g, 0, creature(t, "Pale Elf", "{G}", 1, 1, 0, "Elf"))
	h := hand(t, g, 0, sh)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h = h489Cast(t, g, 0, h)
	h489Top(t, g)
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "no target to choose")
	require.Zero(t, g.StackLen())
	require.False(t, gone(g, mine))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, h))
}

// Found as defects and fixed: "the target's toughness" reads the target
// the effect names (game/effects.go effectAmount).

// h489Mettle is "Measure of Mettle, {W} instant: You gain life equal to
// target creature's toughness."
func h489Mettle(t *testing.T) *card.Definition {
	return instant(t, "Measure of Mettle", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}})
}

// D1. Measure of Mettle at Bob's 2/4 Wall: the effect needs the toughness
// of its target, still on the battlefield, and uses its current value
// (CR 608.2g): Alice gains 4.
func TestH489MeasureOfMettleToughness(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	w := bf(t, g, 1, creature(t, "Bob's Wall", "{1}{W}", 2, 4, ability.Defender, "Wall"))
	m := hand(t, g, 0, h489Mettle(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h489Cast(t, g, 0, m, obj(w))
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
}

// D2. Twin Reckoning: {2}{B}{B} sorcery, "Destroy target creature and
// target artifact. You gain life equal to that creature's toughness."
// At Bob's 2/4 Wall and his Trinket: Alice gains 4, the Wall's toughness
// as it last existed (CR 608.2g), not the artifact's.
func TestH489TwinReckoningCreatureToughness(t *testing.T) {
	tr := sorcery(t, "Twin Reckoning", "{2}{B}{B}", []ability.TargetSpec{ability.TargetCreature, ability.TargetArtifact},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpDestroy, Target: 1},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	w := bf(t, g, 1, creature(t, "Bob's Wall", "{1}{W}", 2, 4, ability.Defender, "Wall"))
	a := bf(t, g, 1, h476Trinket(t))
	s := hand(t, g, 0, tr)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h489Cast(t, g, 0, s, obj(w), obj(a))
	resolve(t, g, nil)
	require.True(t, gone(g, w))
	require.True(t, gone(g, a))
	require.Equal(t, 24, g.Life(0))
}
