package card_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, seventeenth set: zones, object identity and hidden
// information. An object that changes zones is a new object (CR 400.7):
// targets, "until end of turn" effects, damage and counters stay behind;
// tokens that leave the battlefield cease to exist (CR 110.5f, 704.5d);
// "until ... leaves" exiles and their returns (CR 610.3); drawing from an
// empty library (CR 704.5b); library searches, reveals, looks and
// shuffles (CR 701.14, 701.17, 701.18); and what each player's View
// shows or hides of hands and libraries (CR 400.2, 401.2, 402.3, 810.5),
// in games of two, three and four players and Two-Headed Giant, with
// saves, loads and clones in the middle of decisions.

// h487Sprite is "{U} 1/1 Faerie, Flash."
func h487Sprite(t *testing.T) *card.Definition {
	return creature(t, "Quickling Sprite", "{U}", 1, 1, ability.Flash, "Faerie")
}

// h487Surge is "{G} instant: Target creature gets +3/+3 until end of turn."
func h487Surge(t *testing.T) *card.Definition {
	return instant(t, "Surge of Vigor", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 3, Toughness: 3})
}

// h487Recall is "{U} instant: Return target creature to its owner's hand."
func h487Recall(t *testing.T) *card.Definition {
	return instant(t, "Tidal Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
}

// h487Wrath is "{2}{W}{W} sorcery: Destroy all creatures."
func h487Wrath(t *testing.T) *card.Definition {
	return sorcery(t, "Cleansing Flood", "{2}{W}{W}", nil,
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}})
}

// h487Spirit is a 1/1 white Spirit token definition.
func h487Spirit(t *testing.T) *card.Definition {
	return creature(t, "Spirit", "", 1, 1, ability.Flying, "Spirit")
}

// h487Tutor is "{1}{B} sorcery: Search your library for a creature card,
// (reveal it,) put it into your hand, then shuffle."
func h487Tutor(t *testing.T, reveal bool) *card.Definition {
	n := "Quiet Tutor"
	if reveal {
		n = "Open Tutor"
	}
	return sorcery(t, n, "{1}{B}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoHand, Reveal: reveal})
}

// h487Names lists the names of vs.
func h487Names(vs []game.ViewObject) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.Name)
	}
	return out
}

// h487Leaks reports whether viewer's View or events name the card d
// anywhere outside the public zones and the viewer's own hand: another
// player's hand, a library, the cards looked at, or the events.
func h487Leaks(g *game.Game, viewer game.PlayerID, d *card.Definition) bool {
	v := g.View(viewer)
	for _, o := range v.LibraryTop {
		if o.Card == d {
			return true
		}
	}
	for q, p := range v.Players {
		if game.PlayerID(q) == viewer {
			continue
		}
		for _, list := range [][]game.ViewObject{p.Hand, p.KnownHand, p.KnownLibrary} {
			for _, o := range list {
				if o.Card == d {
					return true
				}
			}
		}
	}
	b, _ := json.Marshal(v.Pending)
	if bytes.Contains(b, []byte(d.Name)) {
		return true
	}
	for _, e := range g.EventsFor(viewer) {
		if e.Card == d && e.To != zone.Graveyard && e.To != zone.Battlefield && e.To != zone.Stack && e.To != zone.Exile {
			return true
		}
	}
	return false
}

// h487ViewJSON is p's View as JSON, to compare the views of copies.
func h487ViewJSON(t *testing.T, g *game.Game, p game.PlayerID) string {
	t.Helper()
	b, err := json.Marshal(g.View(p))
	require.NoError(t, err)
	return string(b)
}

// ---------------------------------------------------------------------
// Part 1. A new object: effects, damage, counters and targets stay behind

// 1. Surge of Vigor gives Alice's Quickling Sprite +3/+3 until end of
// turn; Tidal Recall returns it to her hand and she casts it again (it
// has flash): the permanent is a new object (CR 400.7) that the pump,
// which locked in the old one (CR 611.2c), doesn't affect: 1/1, and
// summoning sick (CR 302.6).
func TestH487PumpStaysBehind(t *testing.T) {
	sp := h487Sprite(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Island, 2)
	s := bf(t, g, 0, sp)
	su := hand(t, g, 0, h487Surge(t))
	rc := hand(t, g, 0, h487Recall(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, su, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, s))
	require.NoError(t, g.Cast(0, rc, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, s))
	inHand, _ := g.Follow(s)
	require.NoError(t, g.Cast(0, inHand))
	resolve(t, g, nil)
	now := find(t, g, 0, sp)
	require.NotZero(t, now)
	require.NotEqual(t, s, now, "a new object")
	require.Equal(t, [2]int{1, 1}, pt(t, g, now))
	require.True(t, info(t, g, now).SummoningSick)
}

// 2. Bob casts Doom Pin at Alice's Quickling Sprite. Alice answers with
// Tidal Recall on her own Sprite, then, with the Pin still waiting, casts
// the Sprite again (flash). The Sprite on the battlefield is a new object
// (CR 400.7): the Pin's target is no longer in the zone it was chosen in,
// so the Pin is illegal and doesn't resolve (CR 608.2b); the new Sprite
// survives, and the Pin goes to Bob's graveyard (CR 404.1).
func TestH487FlickerDodgesTarget(t *testing.T) {
	sp := h487Sprite(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Swamp, 1)
	s := bf(t, g, 0, sp)
	rc := hand(t, g, 0, h487Recall(t))
	pin := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, pin, obj(s)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, rc, obj(s)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // the Recall resolves
	require.Equal(t, zone.Hand, zoneOf(t, g, s))
	require.Equal(t, 1, g.StackLen())
	inHand, _ := g.Follow(s)
	require.NoError(t, g.Cast(0, inHand))
	resolve(t, g, nil)
	now := find(t, g, 0, sp)
	require.NotZero(t, now, "the new Sprite is not the Pin's target")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pin))
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
}

// h487CastWarden has p cast Oubliette Warden w ("When it enters the
// battlefield, exile target creature an opponent controls until it leaves
// the battlefield") and resolves it, its trigger targeting tg; it returns
// the Warden's ID on the battlefield.
func h487CastWarden(t *testing.T, g *game.Game, p game.PlayerID, w, tg game.ObjectID) game.ObjectID {
	t.Helper()
	require.NoError(t, g.Cast(p, w))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind)
		return targets(p, obj(tg))
	})
	id, ok := g.Follow(w)
	require.True(t, ok)
	return id
}

// 3. Bob's Ogre has a +1/+1 counter and 2 damage, and Bob's Surge of
// Vigor gives it +3/+3 in response to Alice's Oubliette Warden trigger.
// Exiled until the Warden leaves, it comes back when Alice's own Doom Pin
// destroys the Warden (CR 610.3): a new object (CR 400.7) with no
// counter (CR 121.2), no damage, no pump, under Bob's control (CR 610.3b)
// and summoning sick (CR 302.6).
func TestH487WardenReturnForgetsAll(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Forest, 1)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 1
	o.Damage = 2
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"), o)
	w := hand(t, g, 0, oublietteWarden(t))
	pin := hand(t, g, 0, doomDef)
	su := hand(t, g, 1, h487Surge(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	passStack(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(ogre))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, su, obj(ogre)))
	passStack(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, ogre))
	wid, _ := g.Follow(w)
	require.NoError(t, g.Cast(0, pin, obj(wid)))
	resolve(t, g, nil)
	back, ok := g.Follow(ogre)
	require.True(t, ok)
	b := info(t, g, back)
	require.Equal(t, zone.Battlefield, b.Zone)
	require.Equal(t, game.PlayerID(1), b.Controller)
	require.Equal(t, [2]int{3, 3}, [2]int{b.Power, b.Toughness})
	require.Zero(t, b.Damage)
	require.Zero(t, b.Counter(game.PlusOne))
	require.True(t, b.SummoningSick)
}

// 4. Alice's Warden exiles Bob's Ogre; her Tidal Recall returns the
// Warden to her hand: the Ogre comes back at once (CR 610.3). She casts
// the Warden again: a new object (CR 400.7) whose own trigger exiles the
// Ogre (a new object too) again, until this Warden leaves. Doom Pin on
// the new Warden returns the Ogre a second time.
func TestH487WardenRecastNewLink(t *testing.T) {
	wd := oublietteWarden(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 6)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Swamp, 1)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	w := hand(t, g, 0, wd)
	rc := hand(t, g, 0, h487Recall(t))
	pin := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	w1 := h487CastWarden(t, g, 0, w, ogre)
	require.Equal(t, zone.Exile, zoneOf(t, g, ogre))
	require.NoError(t, g.Cast(0, rc, obj(w1)))
	resolve(t, g, nil)
	o2, _ := g.Follow(ogre)
	require.Equal(t, zone.Battlefield, info(t, g, o2).Zone)
	inHand, _ := g.Follow(w1)
	w2 := h487CastWarden(t, g, 0, inHand, o2)
	require.Equal(t, zone.Exile, zoneOf(t, g, ogre))
	require.NoError(t, g.Cast(0, pin, obj(w2)))
	resolve(t, g, nil)
	o3, _ := g.Follow(ogre)
	require.Equal(t, zone.Battlefield, info(t, g, o3).Zone)
	require.Equal(t, game.PlayerID(1), info(t, g, o3).Controller)
	require.Zero(t, g.ZoneLen(1, zone.Graveyard)+len(g.View(0).Exile))
}

// 5. The Warden exiles a Spirit token: a token in exile ceases to exist
// (CR 110.5f, 704.5d), and when the Warden is destroyed nothing returns
// (CR 110.5g): exile is empty and Bob controls no creature.
func TestH487WardenExilesToken(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 0, card.Swamp, 1)
	tok := bf(t, g, 1, h487Spirit(t), game.PutOptions{Token: true})
	w := hand(t, g, 0, oublietteWarden(t))
	pin := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	w1 := h487CastWarden(t, g, 0, w, tok)
	require.True(t, left(g, tok), "the token ceased to exist")
	require.Empty(t, g.View(1).Exile)
	require.NoError(t, g.Cast(0, pin, obj(w1)))
	resolve(t, g, nil)
	require.Zero(t, g.ZoneLen(1, zone.Battlefield))
	require.Empty(t, g.View(0).Exile)
	require.NoError(t, g.CheckInvariants())
}

// 6. Three players. Alice's Warden exiles Bob's Ogre; then Alice
// concedes. Everything she owns leaves the game with her (CR 104.3a,
// 800.4a), the Warden too: its leaving ends the exile and the Ogre
// returns under Bob's control (CR 610.3, 610.3b). The game goes on
// (CR 800.4).
func TestH487WardenOwnerConcedes(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	w := hand(t, g, 0, oublietteWarden(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	w1 := h487CastWarden(t, g, 0, w, ogre)
	require.Equal(t, zone.Exile, zoneOf(t, g, ogre))
	concede(t, g, 0)
	require.False(t, g.Over())
	require.True(t, left(g, w1))
	back, ok := g.Follow(ogre)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, info(t, g, back).Zone)
	require.Equal(t, game.PlayerID(1), info(t, g, back).Controller)
	require.NoError(t, g.CheckInvariants())
}

// 7. Three players. Alice's Warden exiles Bob's Ogre, and Bob concedes:
// his cards leave the game (CR 800.4a), the Ogre in exile with them.
// When Carol's Doom Pin then destroys the Warden, nothing returns: the
// Ogre isn't in the game (CR 400.10, 610.3).
func TestH487WardenExiledOwnerConcedes(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 2, card.Swamp, 1)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	w := hand(t, g, 0, oublietteWarden(t))
	pin := hand(t, g, 2, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	w1 := h487CastWarden(t, g, 0, w, ogre)
	concede(t, g, 1)
	require.True(t, left(g, ogre))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(2, pin, obj(w1)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w1))
	require.True(t, left(g, ogre))
	for p := game.PlayerID(0); p < 3; p++ {
		for _, id := range g.Zone(p, zone.Battlefield) {
			require.NotEqual(t, "Bob's Ogre", info(t, g, id).Card.Name)
		}
	}
	require.NoError(t, g.CheckInvariants())
}

// 8. Alice has two Wardens, each holding one of Bob's creatures; Bob's
// Cleansing Flood destroys all creatures. The Wardens die; the exiles end
// and Bob's Ogre and Bear return after the Flood's destruction, together
// (CR 610.3, 610.3c): they survive it, new objects (CR 400.7).
func TestH487TwoWardensWrath(t *testing.T) {
	wd := oublietteWarden(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 6)
	lands(t, g, 1, card.Plains, 4)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	bear := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w1 := hand(t, g, 0, wd)
	w2 := hand(t, g, 0, wd)
	fl := hand(t, g, 1, h487Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	a := h487CastWarden(t, g, 0, w1, ogre)
	b := h487CastWarden(t, g, 0, w2, bear)
	nextTurn(t, g)
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Cast(1, fl))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, a))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ogre))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, bear))
	require.Equal(t, 2+4, g.ZoneLen(1, zone.Battlefield))
}

// ---------------------------------------------------------------------
// Part 2. Tokens leave and cease to exist

// 9. Tidal Recall returns Alice's Spirit token to her hand: it ceases to
// exist there (CR 110.5f, 704.5d). Her hand is as it was; neither her
// View nor Bob's shows a card more; and the Recall's caster's opponent
// sees a hand size unchanged (CR 402.3).
func TestH487TokenBouncedCeases(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	tok := bf(t, g, 0, h487Spirit(t), game.PutOptions{Token: true})
	hand(t, g, 0, card.Plains)
	rc := hand(t, g, 1, h487Recall(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, rc, obj(tok)))
	resolve(t, g, nil)
	require.True(t, left(g, tok))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Len(t, g.View(0).Hand, 1)
	require.Equal(t, 1, g.View(1).Players[0].HandSize)
	require.Empty(t, g.View(1).Players[0].KnownHand)
	require.NoError(t, g.CheckInvariants())
}

// 10. Tuck Away: {1}{U} instant, "Put target creature on top of its
// owner's library." On Bob's Spirit token: it ceases to exist
// (CR 110.5f); Bob's library keeps its 3 cards, and the card he draws
// next is a Plains, not the token (CR 704.5d).
func TestH487TokenTuckedCeases(t *testing.T) {
	tuck := instant(t, "Tuck Away", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	tok := bf(t, g, 1, h487Spirit(t), game.PutOptions{Token: true})
	tk := hand(t, g, 0, tuck)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tk, obj(tok)))
	resolve(t, g, nil)
	require.True(t, left(g, tok))
	require.Equal(t, 3, g.ZoneLen(1, zone.Library))
	require.Empty(t, g.View(0).Players[1].KnownLibrary)
	passTo(t, g, 1, game.Main1)
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.Equal(t, card.Plains, info(t, g, g.Zone(1, zone.Hand)[0]).Card)
}

// ---------------------------------------------------------------------
// Part 3. Searches, reveals and looks: who sees what

// h487SearchGame is a game of n players where Alice has Quiet or Open
// Tutor in hand, two Swamps, and a library of Plains with a Hollow
// Stalker (a creature) in the middle.
func h487SearchGame(t *testing.T, n int, reveal bool) (*game.Game, *card.Definition, game.ObjectID, game.ObjectID, *card.Definition) {
	t.Helper()
	tut := h487Tutor(t, reveal)
	stalker := creature(t, "Hollow Stalker", "{2}{B}", 3, 2, 0, "Horror")
	g := newGame(t, n)
	for p := 1; p < n; p++ {
		for i := 0; i < 3; i++ {
			put(t, g, game.PlayerID(p), zone.Library, card.Plains)
		}
	}
	put(t, g, 0, zone.Library, card.Plains)
	put(t, g, 0, zone.Library, card.Plains)
	s := put(t, g, 0, zone.Library, stalker)
	put(t, g, 0, zone.Library, card.Plains)
	lands(t, g, 0, card.Swamp, 2)
	tu := hand(t, g, 0, tut)
	return g, tut, tu, s, stalker
}

// 11. Quiet Tutor in a game of four: while Alice searches, she looks at
// her whole library (CR 701.17a) and her View shows it; no other player's
// View shows a card of it or her options (CR 401.2). The card found is
// not revealed (CR 701.17e): afterwards no opponent knows it in her
// hand (CR 402.3) and no opponent's events name it.
func TestH487QuietTutorHidden(t *testing.T) {
	g, _, tu, s, stalker := h487SearchGame(t, 4, false)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tu))
	passStack(t, g)
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.Contains(t, h487Names(g.View(0).LibraryTop), "Hollow Stalker")
	for p := game.PlayerID(1); p < 4; p++ {
		require.Empty(t, g.View(p).LibraryTop)
		require.Empty(t, g.View(p).Pending.Options)
		require.False(t, h487Leaks(g, p, stalker), "player %d", p)
	}
	require.Empty(t, g.View(game.NoPlayer).LibraryTop)
	require.NoError(t, g.Apply(chooseObj(0, s)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, s))
	require.Contains(t, h487Names(g.View(0).Hand), "Hollow Stalker")
	for _, p := range []game.PlayerID{1, 2, 3, game.NoPlayer} {
		require.False(t, h487Leaks(g, p, stalker), "player %d", p)
		require.Empty(t, g.View(p).Players[0].KnownHand)
	}
}

// 12. Open Tutor reveals the card found (CR 701.14a, 701.17e): every
// player then knows it is in Alice's hand (her View.Players[0].KnownHand
// for the others, the spectator too), and the reveal is in their events.
// Once she casts it, no one "knows" it in her hand any more.
func TestH487OpenTutorRevealed(t *testing.T) {
	g, _, tu, s, stalker := h487SearchGame(t, 3, true)
	lands(t, g, 0, card.Swamp, 3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tu))
	resolve(t, g, pickSearch(t, g, s, new([]game.ObjectID)))
	for _, p := range []game.PlayerID{1, 2, game.NoPlayer} {
		require.Equal(t, []string{"Hollow Stalker"}, h487Names(g.View(p).Players[0].KnownHand), "player %d", p)
		rev := false
		for _, e := range g.EventsFor(p) {
			rev = rev || e.Kind == game.EventReveal && e.Card == stalker
		}
		require.True(t, rev, "player %d saw the reveal", p)
	}
	inHand, _ := g.Follow(s)
	require.NoError(t, g.Cast(0, inHand))
	resolve(t, g, nil)
	for _, p := range []game.PlayerID{1, 2} {
		require.Empty(t, g.View(p).Players[0].KnownHand)
	}
}

// 13. After Open Tutor, Alice's Second Thoughts ("Shuffle your hand and
// graveyard into your library") shuffles the revealed Stalker into her
// library: the others still know it is there, but not where (CR 701.18a):
// Bob's View lists it in KnownLibrary without a Position.
func TestH487RevealedThenShuffled(t *testing.T) {
	st := sorcery(t, "Second Thoughts", "{U}", nil, ability.Effect{Op: ability.OpShuffleHandAndGraveyard, Who: ability.WhoYou})
	g, _, tu, s, _ := h487SearchGame(t, 2, true)
	lands(t, g, 0, card.Island, 1)
	sh := hand(t, g, 0, st)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tu))
	resolve(t, g, pickSearch(t, g, s, new([]game.ObjectID)))
	require.NoError(t, g.Cast(0, sh))
	resolve(t, g, nil)
	require.Equal(t, zone.Library, zoneOf(t, g, s))
	kl := g.View(1).Players[0].KnownLibrary
	found := false
	for _, o := range kl {
		if o.Name == "Hollow Stalker" {
			found = true
			require.Zero(t, o.Position, "known, but not where")
		}
	}
	require.True(t, found, "Bob knows the Stalker is in the library: %v", h487Names(kl))
}

// 14. Bob's Tidal Recall returns Alice's Bear from the battlefield to her
// hand: it left a public zone, so every player knows it is there
// (CR 400.2) — but only that card: the Plains she drew isn't known.
func TestH487BouncedCardKnown(t *testing.T) {
	bear := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	b := bf(t, g, 0, bear)
	hand(t, g, 0, card.Forest)
	rc := hand(t, g, 1, h487Recall(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, rc, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, b))
	for _, p := range []game.PlayerID{1, 2} {
		require.Equal(t, []string{"Alice's Bear"}, h487Names(g.View(p).Players[0].KnownHand))
		require.Equal(t, 2, g.View(p).Players[0].HandSize)
	}
}

// 15. Scrying Owl ("When it enters, look at the top three cards of your
// library; put one of them into your graveyard"). Alice looks (CR
// 701.14d): only her View shows the three during the pick; Bob's doesn't
// (CR 401.2). The one she bins is public; the two left on top are known
// to her by place (her own KnownLibrary, Positions 1 and 2), and not to
// Bob. Saved, loaded and cloned during the pick, every copy shows the
// same Views and goes on alike.
func TestH487OwlLooksHidden(t *testing.T) {
	owl := def(t, card.Definition{Name: "Scrying Owl", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Subtypes: []string{"Bird"}, Power: C(1), Toughness: C(1), Keywords: ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{{Op: ability.OpLookMill, Amount: ability.N(3)}}}}})
	g := newGame(t, 2)
	c1 := put(t, g, 0, zone.Library, card.Divination)
	c2 := put(t, g, 0, zone.Library, card.LightningStrike)
	c3 := put(t, g, 0, zone.Library, card.Negate)
	libs(t, g, 2)
	lands(t, g, 0, card.Island, 2)
	o := hand(t, g, 0, owl)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	passStack(t, g)
	require.Equal(t, game.DecidePick, g.Pending().Kind)
	require.Equal(t, []string{"Divination", "Lightning Strike", "Negate"}, h487Names(g.View(0).LibraryTop))
	require.Empty(t, g.View(1).LibraryTop)
	require.Empty(t, g.View(1).Pending.Options)
	gs := h479Copies(t, g, owl)
	v0, v1 := h487ViewJSON(t, g, 0), h487ViewJSON(t, g, 1)
	for i, x := range gs {
		require.Equal(t, v0, h487ViewJSON(t, x, 0), "copy %d", i)
		require.Equal(t, v1, h487ViewJSON(t, x, 1), "copy %d", i)
		require.NoError(t, x.Apply(chooseObj(0, c2)))
		resolve(t, x, nil)
		require.Equal(t, zone.Graveyard, zoneOf(t, x, c2))
		require.Equal(t, []game.ObjectID{c1, c3}, x.Zone(0, zone.Library)[:2])
		var pos []int
		for _, k := range x.View(0).Players[0].KnownLibrary {
			pos = append(pos, k.Position)
		}
		require.Equal(t, []int{1, 2}, pos, "Alice knows her top two")
		for _, k := range x.View(1).Players[0].KnownLibrary {
			require.NotEqual(t, "Divination", k.Name)
			require.NotEqual(t, "Negate", k.Name)
		}
	}
	h479Same(t, gs)
}

// 16. Sift for Spells: "Reveal the top four cards of your library. You
// may put an instant or sorcery card from among them into your hand. Put
// the rest into your graveyard." The four are revealed (CR 701.14a): each
// reveal is named in Bob's events, and afterwards he knows the instant
// Alice took into her hand.
func TestH487SiftTakenKnown(t *testing.T) {
	d := sorcery(t, "Sift for Spells", "{1}{U}", nil, ability.Effect{Op: ability.OpRevealTake, Amount: ability.N(4),
		Filter: ability.Filter{Types: ability.Instant | ability.Sorcery}})
	g := newGame(t, 2)
	ng := put(t, g, 0, zone.Library, card.Negate)
	put(t, g, 0, zone.Library, card.Plains)
	put(t, g, 0, zone.Library, card.Plains)
	put(t, g, 0, zone.Library, card.Plains)
	libs(t, g, 2)
	lands(t, g, 0, card.Island, 2)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, pickSearch(t, g, ng, new([]game.ObjectID)))
	require.Equal(t, zone.Hand, zoneOf(t, g, ng))
	require.Equal(t, []string{"Negate"}, h487Names(g.View(1).Players[0].KnownHand))
	require.Equal(t, 4, g.ZoneLen(0, zone.Graveyard))
	n := 0
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventReveal && e.Player == 0 {
			n++
		}
	}
	require.Equal(t, 4, n, "four reveals, each named to Bob")
}

// 17. Two-Headed Giant: Alice casts Quiet Tutor. Teammates may review
// each other's hands (CR 810.5), so Bob's View shows Alice's hand and
// Carol's doesn't (CR 402.3); but a library is no hand: while Alice
// searches, Bob's View shows no card of her library, neither as cards
// looked at nor in the options of the decision (CR 401.2, 701.17a: only
// the searching player looks).
func TestH487TwoHeadedSearchHidden(t *testing.T) {
	tut := h487Tutor(t, false)
	stalker := creature(t, "Hollow Stalker", "{2}{B}", 3, 2, 0, "Horror")
	g := newTwoHeaded(t)
	for p := game.PlayerID(1); p < 4; p++ {
		for i := 0; i < 3; i++ {
			put(t, g, p, zone.Library, card.Plains)
		}
	}
	put(t, g, 0, zone.Library, card.Plains)
	s := put(t, g, 0, zone.Library, stalker)
	lands(t, g, 0, card.Swamp, 2)
	tu := hand(t, g, 0, tut)
	hand(t, g, 0, card.Forest)
	hand(t, g, 1, card.Island)
	hand(t, g, 2, card.Mountain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, []string{"Quiet Tutor", "Forest"}, h487Names(g.View(1).Players[0].Hand), "Bob reviews Alice's hand")
	require.Empty(t, g.View(2).Players[0].Hand, "Carol doesn't")
	require.Equal(t, []string{"Mountain"}, h487Names(g.View(3).Players[2].Hand))
	require.Empty(t, g.View(3).Players[0].Hand)
	require.Empty(t, g.View(3).Players[1].Hand)
	require.NoError(t, g.Cast(0, tu))
	passStack(t, g)
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.Contains(t, h487Names(g.View(0).LibraryTop), "Hollow Stalker")
	for p := game.PlayerID(1); p < 4; p++ {
		require.Empty(t, g.View(p).LibraryTop, "player %d", p)
		require.False(t, h487Leaks(g, p, stalker), "player %d", p)
	}
	require.NoError(t, g.Apply(chooseObj(0, s)))
	resolve(t, g, nil)
	require.Contains(t, h487Names(g.View(1).Players[0].Hand), "Hollow Stalker", "now in her hand, which Bob may review")
	require.False(t, h487Leaks(g, 2, stalker))
	require.False(t, h487Leaks(g, 3, stalker))
}

// 18. Three players. Mind Raid: {2}{B} sorcery, "Search target
// opponent's hand and library for a creature card and exile it. That
// player shuffles." While Alice searches, she looks at Bob's hand and
// library (CR 701.17a): her View shows both. Bob can't look at his own
// library (CR 401.2), and Carol sees neither (CR 402.3). Afterwards Alice
// still knows the cards left in Bob's hand; Carol doesn't.
func TestH487MindRaidThreePlayers(t *testing.T) {
	raid := sorcery(t, "Mind Raid", "{2}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, ShuffleAlways: true,
			Zones: ability.SearchHand | ability.SearchLibrary, Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoExile})
	wolf := creature(t, "Library Wolf", "{1}{G}", 2, 2, 0, "Wolf")
	bear := creature(t, "Hand Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 2)
	w := put(t, g, 1, zone.Library, wolf)
	hand(t, g, 1, bear)
	hand(t, g, 1, card.Divination)
	lands(t, g, 0, card.Swamp, 3)
	r := hand(t, g, 0, raid)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, pl(1)))
	passStack(t, g)
	require.Equal(t, game.DecideFind, g.Pending().Kind)
	v := g.View(0)
	require.ElementsMatch(t, []string{"Hand Bear", "Divination"}, h487Names(v.Players[1].Hand))
	require.Contains(t, h487Names(v.LibraryTop), "Library Wolf")
	require.Empty(t, g.View(1).LibraryTop, "Bob doesn't look at his own library")
	require.False(t, h487Leaks(g, 1, wolf))
	for _, d := range []*card.Definition{wolf, bear, card.Divination} {
		require.False(t, h487Leaks(g, 2, d), "Carol: %s", d.Name)
	}
	require.NoError(t, g.Apply(chooseObj(0, w)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, w))
	require.ElementsMatch(t, []string{"Hand Bear", "Divination"}, h487Names(g.View(0).Players[1].KnownHand))
	require.Empty(t, g.View(0).Players[1].Hand, "the search is over")
	require.Empty(t, g.View(2).Players[1].KnownHand)
	require.False(t, h487Leaks(g, 2, bear))
}

// h487Mind is "{1}{B} sorcery: Target player discards two cards."
func h487Mind(t *testing.T) *card.Definition {
	return sorcery(t, "Mind Prick", "{1}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)})
}

// 19. Mind Prick on Bob, who holds three cards: Bob chooses what he
// discards (CR 701.8b), one card at a time; Alice's View shows neither
// his hand nor his options (CR 402.3). Saved, loaded and cloned between
// his two choices, the copies agree on every View and go on alike; the
// discarded cards are public in his graveyard (CR 404.2), the card kept
// stays hidden.
func TestH487MindPrickChosenHidden(t *testing.T) {
	mp := h487Mind(t)
	bear := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	m := hand(t, g, 0, mp)
	a := hand(t, g, 1, card.Divination)
	b := hand(t, g, 1, bear)
	c := hand(t, g, 1, card.Negate)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m, pl(1)))
	passStack(t, g)
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the discarding player chooses")
	require.Equal(t, 2, g.Pending().Count)
	require.Empty(t, g.View(0).Pending.Options)
	require.Empty(t, g.View(0).Players[1].Hand)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: a}))
	gs := h479Copies(t, g, mp, bear)
	v0, v1 := h487ViewJSON(t, g, 0), h487ViewJSON(t, g, 1)
	for i, x := range gs {
		require.Equal(t, v0, h487ViewJSON(t, x, 0), "copy %d", i)
		require.Equal(t, v1, h487ViewJSON(t, x, 1), "copy %d", i)
		require.Equal(t, 1, x.Pending().Count)
		require.NoError(t, x.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: c}))
		require.Equal(t, zone.Hand, zoneOf(t, x, b))
		require.ElementsMatch(t, []string{"Divination", "Negate"}, h487Names(x.View(0).Players[1].Graveyard))
		require.False(t, h487Leaks(x, 0, bear))
	}
	h479Same(t, gs)
}

// 20. Four players. Rattling Shriek: {1}{B} sorcery, "Each opponent
// discards a card at random." No one is asked (CR 701.8b): Bob, Carol and
// Dave each lose one card of their two to their graveyards; Alice keeps
// her hand. The same seed picks the same cards in a clone.
func TestH487RandomDiscardFourPlayers(t *testing.T) {
	sh := sorcery(t, "Rattling Shriek", "{1}{B}", nil,
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoEachOpponent, Amount: ability.N(1)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, sh)
	hand(t, g, 0, card.Forest)
	for p := game.PlayerID(1); p < 4; p++ {
		hand(t, g, p, card.Divination)
		hand(t, g, p, card.Negate)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	c := g.Clone()
	for _, x := range []*game.Game{g, c} {
		resolve(t, x, nil)
		require.Equal(t, 1, x.ZoneLen(0, zone.Hand))
		for p := game.PlayerID(1); p < 4; p++ {
			require.Equal(t, 1, x.ZoneLen(p, zone.Hand))
			require.Equal(t, 1, x.ZoneLen(p, zone.Graveyard))
		}
	}
	require.Equal(t, g.Fingerprint(), c.Fingerprint())
}

// 21. Three players. Bob's library is empty when his draw step comes:
// he attempted to draw from an empty library and loses when state-based
// actions are checked (CR 704.5b), leaving the game
// (CR 800.4a) during his own turn. The turn goes on without an active
// player (CR 800.4i) and the next turn is Carol's, not Bob's again.
func TestH487EmptyDrawOwnTurnThreePlayers(t *testing.T) {
	g := newGame(t, 3)
	for _, p := range []game.PlayerID{0, 2} {
		for i := 0; i < 4; i++ {
			put(t, g, p, zone.Library, card.Plains)
		}
	}
	bb := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	nextTurn(t, g)
	for i := 0; i < 200 && !g.Lost(1); i++ {
		idleAnswer(t, g, g.Pending(), "to Bob's draw")
	}
	require.True(t, g.Lost(1))
	require.False(t, g.Over())
	require.True(t, left(g, bb))
	for i := 0; i < 300 && g.ActivePlayer() != 2; i++ {
		idleAnswer(t, g, g.Pending(), "to Carol's turn")
	}
	require.Equal(t, game.PlayerID(2), g.ActivePlayer())
	require.Equal(t, 4, g.Turn())
}

// ---------------------------------------------------------------------
// Part 4. Players leaving, drawing from an empty library

// 22. Three players. Bob's Sudden Defection gains control of Alice's
// Ogre until end of turn, and Carol's Bear is his for good (an
// effect of a sorcery that lasts, Seize). Then Bob concedes: the
// effects that gave him control end (CR 800.4a) — the Ogre and the Bear
// go back to their owners, who still own them — while his own Bear card
// leaves the game with him.
func TestH487ConcedeEndsControl(t *testing.T) {
	seizeIt := sorcery(t, "Lasting Seizure", "{3}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 3)
	libs(t, g, 4)
	lands(t, g, 1, card.Island, 6)
	ogre := bf(t, g, 0, creature(t, "Alice's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	cb := bf(t, g, 2, creature(t, "Carol's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	mine := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	st := hand(t, g, 1, h478Steal(t))
	sz := hand(t, g, 1, seizeIt)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, sz, obj(cb)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(1, st, obj(ogre)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, ogre).Controller)
	require.Equal(t, game.PlayerID(1), info(t, g, cb).Controller)
	concede(t, g, 1)
	require.False(t, g.Over())
	require.True(t, left(g, mine))
	for _, c := range []struct {
		id game.ObjectID
		p  game.PlayerID
	}{{ogre, 0}, {cb, 2}} {
		id, ok := g.Follow(c.id)
		require.True(t, ok, "an object Bob didn't own stays in the game")
		o := info(t, g, id)
		require.Equal(t, zone.Battlefield, o.Zone)
		require.Equal(t, c.p, o.Controller)
	}
	require.NoError(t, g.CheckInvariants())
}

// 23. Three players. Scholar's Ledger: {1}{U} enchantment, "Whenever
// you draw a card, you gain 1 life." Alice's Forced Insight makes Bob,
// who has one card in his library and the Ledger, draw three cards: he
// draws one (the Ledger triggers once: CR 120.2, the other two draws
// don't happen) and has attempted to draw from an empty library, so he
// loses as state-based actions are checked (CR 120.4, 704.5b), before his
// trigger is put on the stack: a player who left controls no ability put
// on the stack (CR 800.4d). The game goes on (CR 800.4).
func TestH487DrawThreeFromOne(t *testing.T) {
	ledger := h476Ench(t, "Scholar's Ledger", "{1}{U}", nil, ability.Triggered{Event: ability.YouDraw, Effects: gain(1)})
	insight := sorcery(t, "Forced Insight", "{2}{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 3)
	for _, p := range []game.PlayerID{0, 2} {
		for i := 0; i < 4; i++ {
			put(t, g, p, zone.Library, card.Plains)
		}
	}
	put(t, g, 1, zone.Library, card.Plains)
	bf(t, g, 1, ledger)
	lands(t, g, 0, card.Island, 3)
	fi := hand(t, g, 0, insight)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, fi, pl(1)))
	for i := 0; i < 10 && g.StackLen() > 0 && !g.Lost(1); i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, g.Lost(1))
	require.False(t, g.Over())
	require.Zero(t, g.StackLen(), "no trigger of Bob's on the stack")
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
}

// 24. Alice's Deep Study ("Draw three cards, then you gain 3 life") with
// two cards in her library, two players: she draws two, the third draw
// is attempted from an empty library; the rest of the spell still happens
// (she gains 3), and she loses only when state-based actions are next
// checked (CR 120.4, 704.5b): Bob wins.
func TestH487DeepStudyEmptyLibrary(t *testing.T) {
	ds := sorcery(t, "Deep Study", "{2}{U}", nil,
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)})
	g := newGame(t, 2)
	put(t, g, 0, zone.Library, card.Plains)
	put(t, g, 0, zone.Library, card.Plains)
	for i := 0; i < 3; i++ {
		put(t, g, 1, zone.Library, card.Plains)
	}
	lands(t, g, 0, card.Island, 3)
	d := hand(t, g, 0, ds)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d))
	resolve(t, g, nil)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(1), g.Winner())
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 23, g.Life(0))
}

// 25. A search is no draw (CR 120.5): Alice's Quiet Tutor finds a
// creature with her Scholar's Ledger out: no trigger. And Mind Drain
// ("Target player mills five cards") on Bob with three cards in his
// library mills all three and nothing more: milling an empty library is no
// draw, so he doesn't lose (CR 704.5b).
func TestH487SearchAndMillAreNoDraws(t *testing.T) {
	ledger := h476Ench(t, "Scholar's Ledger", "{1}{U}", nil, ability.Triggered{Event: ability.YouDraw, Effects: gain(1)})
	drain := sorcery(t, "Mind Drain", "{1}{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpMill, Who: ability.WhoTarget, Target: 0, Amount: ability.N(5)})
	g, _, tu, s, _ := h487SearchGame(t, 2, false)
	bf(t, g, 0, ledger)
	lands(t, g, 0, card.Island, 2)
	dr := hand(t, g, 0, drain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tu))
	resolve(t, g, pickSearch(t, g, s, new([]game.ObjectID)))
	require.Equal(t, 20, g.Life(0), "no draw, no trigger")
	require.NoError(t, g.Cast(0, dr, pl(1)))
	resolve(t, g, nil)
	require.Zero(t, g.ZoneLen(1, zone.Library))
	require.Equal(t, 3, g.ZoneLen(1, zone.Graveyard))
	require.False(t, g.Over())
	require.False(t, g.Lost(1))
}

// ---------------------------------------------------------------------
// Part 5. Graveyards, delayed returns, attachments

// h487Raise is "{B} sorcery: Return target creature card from your
// graveyard to your hand."
func h487Raise(t *testing.T) *card.Definition {
	return sorcery(t, "Grave Recall", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}}, ability.Effect{Op: ability.OpReturnToHand, Target: 0})
}

// 26. Cinder Revenant ("When it dies, return it to the battlefield
// tapped under its owner's control at the beginning of its owner's next
// upkeep") dies; Alice returns it to her hand with Grave Recall, then
// discards it to her own Mind Prick: it is in her graveyard again, but as
// a new object (CR 400.7), not the one the delayed ability refers to: at
// her next upkeep the ability does nothing (CR 603.7c).
func TestH487RevenantBackInGraveyardIsNew(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 4)
	rev := bf(t, g, 0, cinderRevenant(t))
	pin := hand(t, g, 0, doomDef)
	rs := hand(t, g, 0, h487Raise(t))
	mp := hand(t, g, 0, h487Mind(t))
	hand(t, g, 0, card.Plains)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pin, obj(rev)))
	resolve(t, g, nil)
	inGy, _ := g.Follow(rev)
	require.NoError(t, g.Cast(0, rs, obj(inGy)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, rev))
	inHand, _ := g.Follow(rev)
	require.NoError(t, g.Cast(0, mp, pl(0)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideDiscard, d.Kind)
		if x, _ := g.Follow(rev); x == inHand && zoneOf(t, g, rev) == zone.Hand {
			return game.Action{Kind: game.ActDiscard, Player: 0, Object: inHand}
		}
		return game.Action{Kind: game.ActDiscard, Player: 0, Object: g.Zone(0, zone.Hand)[0]}
	})
	require.Equal(t, zone.Graveyard, zoneOf(t, g, rev))
	nextTurn(t, g)
	passTo(t, g, 0, game.Main1)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, rev), "the delayed ability found a new object")
	for _, id := range g.Zone(0, zone.Battlefield) {
		require.NotEqual(t, "Cinder Revenant", info(t, g, id).Card.Name)
	}
}

// 27. Homing Wisp: {1}{W} 1/1 Spirit, "When Homing Wisp dies, return it
// to its owner's hand." The trigger can find the card in the graveyard
// (CR 400.7d); but Bob's Crypt Purge exiles the card in response: the
// card in exile is a new object, and the trigger does nothing
// (CR 400.7). Without the Purge, the Wisp returns, and, having come from
// a public zone, is known in Alice's hand to Bob (CR 400.2).
func TestH487WispPurgedInResponse(t *testing.T) {
	wisp := def(t, card.Definition{Name: "Homing Wisp", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies,
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	for _, purge := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 1)
		lands(t, g, 1, card.Swamp, 1)
		w := bf(t, g, 0, wisp)
		pin := hand(t, g, 0, doomDef)
		pg := hand(t, g, 1, h479Purge(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, pin, obj(w)))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		require.Equal(t, 1, g.StackLen(), "the Wisp's trigger")
		if purge {
			inGy, _ := g.Follow(w)
			require.NoError(t, g.Pass(0))
			require.NoError(t, g.Cast(1, pg, obj(inGy)))
		}
		resolve(t, g, nil)
		if purge {
			require.Equal(t, zone.Exile, zoneOf(t, g, w))
			require.Zero(t, g.ZoneLen(0, zone.Hand))
			continue
		}
		require.Equal(t, zone.Hand, zoneOf(t, g, w))
		require.Equal(t, []string{"Homing Wisp"}, h487Names(g.View(1).Players[0].KnownHand))
	}
}

// 28. Bob's Sudden Defection takes Alice's Bear for the turn; he then
// destroys it with Doom Pin: it goes to its owner's graveyard, Alice's
// (CR 400.3, 701.7a). Another time, Tidal Recall returns the stolen Bear
// to its owner's hand (CR 400.3), and Alice casts it: hers, with no
// memory of the control effect (CR 400.7).
func TestH487StolenGoesHome(t *testing.T) {
	bear := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	for _, bounce := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 4)
		lands(t, g, 1, card.Island, 3)
		lands(t, g, 1, card.Swamp, 1)
		lands(t, g, 0, card.Forest, 2)
		b := bf(t, g, 0, bear)
		st := hand(t, g, 1, h478Steal(t))
		var fin game.ObjectID
		if bounce {
			fin = hand(t, g, 1, h487Recall(t))
		} else {
			fin = hand(t, g, 1, doomDef)
		}
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Cast(1, st, obj(b)))
		resolve(t, g, nil)
		require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
		require.NoError(t, g.Cast(1, fin, obj(b)))
		resolve(t, g, nil)
		if !bounce {
			require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
			require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard))
			continue
		}
		require.Equal(t, zone.Hand, zoneOf(t, g, b))
		require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
		nextTurn(t, g)
		passTo(t, g, 0, game.Main1)
		inHand, _ := g.Follow(b)
		require.NoError(t, g.Cast(0, inHand))
		resolve(t, g, nil)
		now := find(t, g, 0, bear)
		require.NotZero(t, now)
		require.Equal(t, game.PlayerID(0), info(t, g, now).Controller)
	}
}

// 29. Alice's Bear wears a Bone Blade (Equipment, "Equipped creature gets
// +2/+0", equip {1}). Tidal Recall returns the Bear to her hand: the
// Blade stays on the battlefield, unattached (CR 704.5p, 301.5c); the Bear
// cast again is a new object (CR 400.7) and isn't equipped until the
// Blade is equipped again.
func TestH487EquipmentStaysBehind(t *testing.T) {
	blade := def(t, card.Definition{Name: "Bone Blade", ManaCost: cost("{1}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, Power: 2}},
		Activated: []ability.Activated{equipFor("{1}")}})
	bear := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 4)
	lands(t, g, 1, card.Island, 1)
	b := bf(t, g, 0, bear)
	bl := bf(t, g, 0, blade, game.PutOptions{AttachedTo: b})
	rc := hand(t, g, 1, h487Recall(t))
	require.Equal(t, [2]int{4, 2}, pt(t, g, b))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, rc, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, info(t, g, bl).Zone)
	require.Zero(t, info(t, g, bl).AttachedTo)
	inHand, _ := g.Follow(b)
	require.NoError(t, g.Cast(0, inHand))
	resolve(t, g, nil)
	now := find(t, g, 0, bear)
	require.Equal(t, [2]int{2, 2}, pt(t, g, now))
	require.Zero(t, info(t, g, bl).AttachedTo)
	require.NoError(t, g.Activate(0, bl, 0, obj(now)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 2}, pt(t, g, now))
}

// 30. Bob's Ogre wears Alice's Aura, Weakening Hex ("Enchanted creature
// gets -1/-1"). The Warden exiles the Ogre: the Aura, attached to
// nothing, goes to Alice's graveyard (CR 704.5n). When the Warden leaves,
// the Ogre returns alone, a new object (CR 400.7, 610.3): 3/3.
func TestH487AuraLeftBehind(t *testing.T) {
	hex := h476Aura(t, "Weakening Hex", "{B}", []ability.Static{{Affects: ability.AffectsAttached, Power: -1, Toughness: -1}})
	g := newGame(t, 2)
	libs(t, g, 4)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 0, card.Swamp, 1)
	ogre := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	hx := bf(t, g, 0, hex, game.PutOptions{AttachedTo: ogre})
	w := hand(t, g, 0, oublietteWarden(t))
	pin := hand(t, g, 0, doomDef)
	require.Equal(t, [2]int{2, 2}, pt(t, g, ogre))
	require.NoError(t, g.Start(2, 0, game.Main1))
	w1 := h487CastWarden(t, g, 0, w, ogre)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, hx))
	require.NoError(t, g.Cast(0, pin, obj(w1)))
	resolve(t, g, nil)
	back, _ := g.Follow(ogre)
	require.Equal(t, [2]int{3, 3}, pt(t, g, back))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, hx))
}

// ---------------------------------------------------------------------
// Part 6. Library places, counts and searches

// 31. Alice's Tuck Away puts Bob's Bear from the battlefield on top of
// his library, then her second Tuck Away his Ogre: every player saw both
// leave a public zone (CR 400.2), so every View knows the Ogre on top and
// the Bear second. Bob's draw takes the Ogre: Alice still knows it, now
// in his hand, and that the Bear is his top card. The draw of an unknown
// card tells her nothing (CR 402.3).
func TestH487TuckedCardsPlaces(t *testing.T) {
	tuck := instant(t, "Tuck Away", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	o := bf(t, g, 1, creature(t, "Bob's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	t1 := hand(t, g, 0, tuck)
	t2 := hand(t, g, 0, tuck)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, t1, obj(b)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, t2, obj(o)))
	resolve(t, g, nil)
	for _, p := range []game.PlayerID{0, 1, 2, game.NoPlayer} {
		kl := g.View(p).Players[1].KnownLibrary
		require.Len(t, kl, 2, "player %d", p)
		require.Equal(t, "Bob's Ogre", kl[0].Name)
		require.Equal(t, 1, kl[0].Position)
		require.Equal(t, "Bob's Bear", kl[1].Name)
		require.Equal(t, 2, kl[1].Position)
	}
	passTo(t, g, 1, game.Main1)
	require.Equal(t, zone.Hand, zoneOf(t, g, o))
	for _, p := range []game.PlayerID{0, 2} {
		v := g.View(p).Players[1]
		require.Equal(t, []string{"Bob's Ogre"}, h487Names(v.KnownHand))
		require.Len(t, v.KnownLibrary, 1)
		require.Equal(t, 1, v.KnownLibrary[0].Position)
	}
}

// 32. Deep Burial: {2}{U} instant, "Put target creature into its owner's
// library third from the top." Bob's library has one card: the Bear goes
// to the bottom, second of two (CR 401.7), where everyone knows it is.
func TestH487ThirdFromTopShortLibrary(t *testing.T) {
	burial := instant(t, "Deep Burial", "{2}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 1)
	lands(t, g, 0, card.Island, 3)
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	db := hand(t, g, 0, burial)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, db, obj(b)))
	resolve(t, g, nil)
	lib := g.Zone(1, zone.Library)
	require.Len(t, lib, 2)
	require.True(t, g.SameCard(lib[1], b), "at the bottom")
	kl := g.View(0).Players[1].KnownLibrary
	require.Len(t, kl, 1)
	require.Equal(t, 2, kl[0].Position)
}

// 33. Grave Tally: {1}{B} sorcery, "Grave Tally deals damage to target
// player equal to the number of cards in all graveyards." Two cards in
// Alice's graveyard, one in Bob's, and a Spirit token that died this
// turn (it ceased to exist, CR 704.5d, and was never a card, CR 110.5e).
// The count is taken as the spell resolves, while it is on the stack and
// not yet in the graveyard (CR 608.2g, 608.2k): 3 damage.
func TestH487GraveTallyCount(t *testing.T) {
	tally := sorcery(t, "Grave Tally", "{1}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
			Amount: ability.Amount{Kind: ability.CardsInGraveyards}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	put(t, g, 0, zone.Graveyard, card.Divination)
	put(t, g, 0, zone.Graveyard, card.Plains)
	put(t, g, 1, zone.Graveyard, card.Negate)
	tok := bf(t, g, 1, h487Spirit(t), game.PutOptions{Token: true})
	pin := hand(t, g, 0, doomDef)
	gt := hand(t, g, 0, tally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pin, obj(tok)))
	resolve(t, g, nil)
	require.True(t, left(g, tok))
	require.NoError(t, g.Cast(0, gt, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 20-4, g.Life(1), "Divination, Plains, Negate and the Doom Pin")
}

// 34. A search for "a card" is for a quantity: the player must find one
// while the library has one (CR 701.17d), so finding nothing is neither
// listed nor accepted; a search for "a creature card" is for a quality,
// and the player may find nothing even with a creature there
// (CR 701.17b). Both are shuffled after (CR 701.18a: an EventShuffle).
func TestH487SearchQuantityVersusQuality(t *testing.T) {
	pull := sorcery(t, "Blind Pull", "{1}{B}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1), Into: ability.IntoHand})
	for _, quality := range []bool{false, true} {
		var tu game.ObjectID
		g, _, tut, s, _ := h487SearchGame(t, 2, false)
		tu = tut
		if !quality {
			tu = hand(t, g, 0, pull)
			lands(t, g, 0, card.Swamp, 2)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, tu))
		passStack(t, g)
		require.Equal(t, game.DecideSearch, g.Pending().Kind)
		ch := choices(g)
		if !quality {
			require.NotContains(t, ch, game.ObjectID(0))
			require.Error(t, g.Apply(chooseObj(0, 0)), "a card must be found (CR 701.17d)")
			require.NoError(t, g.Apply(chooseObj(0, s)))
		} else {
			require.Contains(t, ch, game.ObjectID(0))
			require.NoError(t, g.Apply(chooseObj(0, 0)))
			require.Equal(t, zone.Library, zoneOf(t, g, s))
		}
		resolve(t, g, nil)
		shuffled := false
		for _, e := range g.EventsFor(1) {
			shuffled = shuffled || e.Kind == game.EventShuffle && e.Player == 0
		}
		require.True(t, shuffled)
	}
}

// ---------------------------------------------------------------------
// Part 7. Combat, Two-Headed Giant, cleanup, exile

// 35. Alice's 3/3 Ogre attacks; Bob blocks with his Quickling Sprite,
// then returns the Sprite to his hand with Tidal Recall and casts it
// again (flash). The new Sprite is a new object (CR 400.7), not a
// blocking creature (CR 506.4); the Ogre stays blocked (CR 509.1h) and,
// with no creature blocking it, deals no combat damage (CR 510.1c): Bob
// stays at 20 and the new Sprite has no damage.
func TestH487BlockerFlickered(t *testing.T) {
	sp := h487Sprite(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 2)
	ogre := bf(t, g, 0, creature(t, "Alice's Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	s := bf(t, g, 1, sp)
	rc := hand(t, g, 1, h487Recall(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	passTo(t, g, 0, game.Main1)
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	attack(t, g, 0, game.Attack{Attacker: ogre, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: s, Attacker: ogre})
	for g.Pending().Player != 1 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Cast(1, rc, obj(s)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, zone.Hand, zoneOf(t, g, s))
	for g.Pending().Player != 1 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	inHand, _ := g.Follow(s)
	require.NoError(t, g.Cast(1, inHand))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	now := find(t, g, 1, sp)
	require.NotZero(t, now)
	require.False(t, g.InCombat(now))
	require.True(t, g.Blocked(ogre))
	for i := 0; i < 50 && g.Step() != game.Main2; i++ {
		idleAnswer(t, g, g.Pending(), "to the second main phase")
	}
	require.Equal(t, 20, g.Life(1))
	require.Zero(t, info(t, g, now).Damage)
	require.Zero(t, info(t, g, ogre).Damage)
}

// 36. Two-Headed Giant: Alice's Rattling Shriek ("Each opponent discards
// a card at random") makes Carol and Dave, the other team, each discard
// one (CR 701.8b); Bob, her teammate, is no opponent (CR 102.3). Bob sees
// Alice's hand as the Shriek waits (CR 810.5); Carol doesn't, and her
// View doesn't show Dave's discarded card until it is in his graveyard.
func TestH487TwoHeadedShriek(t *testing.T) {
	sh := sorcery(t, "Rattling Shriek", "{1}{B}", nil,
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoEachOpponent, Amount: ability.N(1)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, sh)
	hand(t, g, 0, card.Forest)
	for p := game.PlayerID(1); p < 4; p++ {
		hand(t, g, p, card.Divination)
		hand(t, g, p, card.Negate)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.Equal(t, []string{"Forest"}, h487Names(g.View(1).Players[0].Hand))
	require.Empty(t, g.View(2).Players[0].Hand)
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 2, g.ZoneLen(1, zone.Hand))
	for _, p := range []game.PlayerID{2, 3} {
		require.Equal(t, 1, g.ZoneLen(p, zone.Hand))
		require.Equal(t, 1, g.ZoneLen(p, zone.Graveyard))
	}
	require.Equal(t, g.View(3).Players[3].Graveyard[0].Name, g.View(2).Players[3].Graveyard[0].Name)
	require.Equal(t, 30, g.Life(0))
}

// 37. Alice ends her turn with nine cards: in her cleanup step she
// discards two of her choice (CR 514.1, 402.2). While she chooses, Bob's
// View shows neither her hand nor her options (CR 402.3); saved and
// loaded between her two discards, the copies go on alike.
func TestH487CleanupDiscardHidden(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	var hs []game.ObjectID
	for i := 0; i < 8; i++ {
		hs = append(hs, hand(t, g, 0, card.Plains))
	}
	hs = append(hs, hand(t, g, 0, card.Negate))
	require.NoError(t, g.Start(2, 0, game.End))
	for i := 0; i < 20 && g.Pending().Kind != game.DecideDiscard; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Equal(t, 2, g.Pending().Count)
	require.Empty(t, g.View(1).Pending.Options)
	require.False(t, h487Leaks(g, 1, card.Negate))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: hs[0]}))
	gs := h479Copies(t, g)
	for _, x := range gs {
		require.Equal(t, 1, x.Pending().Count)
		require.NoError(t, x.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: hs[8]}))
		require.Equal(t, 7, x.ZoneLen(0, zone.Hand))
		require.Equal(t, []string{"Negate", "Plains"}, h487Names(x.View(1).Players[0].Graveyard))
	}
	h479Same(t, gs)
}

// 38. Reckless Plunder ("Exile the top two cards of your library. You may
// play them this turn"): exiled cards are face up (CR 406.3): every View
// shows both, the spectator's too. Alice plays the exiled Mountain: it
// leaves exile and is a new object on the battlefield (CR 400.7), and
// only the Negate stays in exile.
func TestH487PlunderPublicExile(t *testing.T) {
	plunder := sorcery(t, "Reckless Plunder", "{1}{R}", nil, ability.Effect{Op: ability.OpExileTopMayPlay, Amount: ability.N(2)})
	g := newGame(t, 3)
	mt := put(t, g, 0, zone.Library, card.Mountain)
	put(t, g, 0, zone.Library, card.Negate)
	libs(t, g, 2)
	lands(t, g, 0, card.Mountain, 2)
	p := hand(t, g, 0, plunder)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, p))
	resolve(t, g, nil)
	for _, v := range []game.PlayerID{0, 1, 2, game.NoPlayer} {
		require.ElementsMatch(t, []string{"Mountain", "Negate"}, h487Names(g.View(v).Exile), "viewer %d", v)
	}
	ex, _ := g.Follow(mt)
	require.NoError(t, g.PlayLand(0, ex))
	now, _ := g.Follow(mt)
	require.NotEqual(t, ex, now)
	require.Equal(t, zone.Battlefield, info(t, g, now).Zone)
	require.Equal(t, []string{"Negate"}, h487Names(g.View(1).Exile))
}

// 39. A card cast from a hand was hidden there: the other players'
// events of the cast name the spell but give it no old identity they
// could have followed through the hand (CR 402.3, 400.7); the caster's
// own events do.
func TestH487CastFromHandNoOldID(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	hand(t, g, 0, card.Plains)
	dv := hand(t, g, 0, card.Divination)
	hand(t, g, 0, card.Plains)
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Cast(0, dv))
	for _, p := range []game.PlayerID{1, 2, game.NoPlayer} {
		n := 0
		for _, e := range g.EventsFor(p) {
			if e.Kind == game.EventZoneChange && e.To == zone.Stack {
				n++
				require.Equal(t, "Divination", e.Name)
				require.Zero(t, e.Old, "player %d", p)
			}
		}
		require.Equal(t, 1, n)
	}
	own := false
	for _, e := range g.EventsFor(0) {
		own = own || e.Kind == game.EventZoneChange && e.To == zone.Stack && e.Old != 0
	}
	require.True(t, own, "Alice saw it in her hand")
}

// 40. Mind Raid (test 18) saved, loaded and cloned while Alice looks at
// Bob's hand and library: what each player sees and knows is game state
// (CR 701.17a for Alice, 401.2 and 402.3 for the others): every copy
// shows the same three Views, and after she exiles his Library Wolf
// every copy still gives Alice, and only her, Bob's hand as known.
func TestH487MindRaidSavedMidSearch(t *testing.T) {
	raid := sorcery(t, "Mind Raid", "{2}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, ShuffleAlways: true,
			Zones: ability.SearchHand | ability.SearchLibrary, Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoExile})
	wolf := creature(t, "Library Wolf", "{1}{G}", 2, 2, 0, "Wolf")
	bear := creature(t, "Hand Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 2)
	w := put(t, g, 1, zone.Library, wolf)
	hand(t, g, 1, bear)
	hand(t, g, 1, card.Negate)
	lands(t, g, 0, card.Swamp, 3)
	r := hand(t, g, 0, raid)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, pl(1)))
	passStack(t, g)
	require.Equal(t, game.DecideFind, g.Pending().Kind)
	gs := h479Copies(t, g, raid, wolf, bear)
	var vs [3]string
	for p := range vs {
		vs[p] = h487ViewJSON(t, g, game.PlayerID(p))
	}
	for i, x := range gs {
		for p := range vs {
			require.Equal(t, vs[p], h487ViewJSON(t, x, game.PlayerID(p)), "copy %d, viewer %d", i, p)
		}
		require.NoError(t, x.Apply(chooseObj(0, w)))
		resolve(t, x, nil)
		require.Equal(t, zone.Exile, zoneOf(t, x, w))
		require.ElementsMatch(t, []string{"Hand Bear", "Negate"}, h487Names(x.View(0).Players[1].KnownHand))
		require.Empty(t, x.View(2).Players[1].KnownHand)
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Found as defects and fixed (game/search_zones.go putFound): a card put
// from a hand on top of a library is known to those who saw that hand and
// to the searcher.

// h487PlanAhead is "{U} sorcery: Put a card from your hand on top of
// your library."
func h487PlanAhead(t *testing.T) *card.Definition {
	return sorcery(t, "Plan Ahead", "{U}", nil, ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoYou,
		Zones: ability.SearchHand, Into: ability.IntoLibraryTop})
}

// D1. Plan Ahead: Alice puts Negate from her hand on top of her library.
// She chose the card and where it went: her View lists it as the top
// card of her library (Position 1); Bob, who never saw the card, doesn't
// know it (CR 401.2, 402.3). A player looks at their own hand as much as
// they wish (CR 402.3) and puts the card there themself: only the others
// are kept from the library's order (CR 401.4). A Determinize for Alice
// must keep what she knows there.
func TestH487PlanAheadOwnerKnowsTop(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	pa := hand(t, g, 0, h487PlanAhead(t))
	ng := hand(t, g, 0, card.Negate)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pa))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideFind, d.Kind)
		require.Empty(t, g.View(1).Pending.Options)
		require.False(t, h487Leaks(g, 1, card.Negate))
		return chooseObj(0, ng)
	})
	require.Equal(t, zone.Library, zoneOf(t, g, ng))
	require.True(t, g.SameCard(g.Zone(0, zone.Library)[0], ng))
	require.False(t, h487Leaks(g, 1, card.Negate), "Bob doesn't know the card")
	kl := g.View(0).Players[0].KnownLibrary
	require.NotEmpty(t, kl, "Alice knows the card she put on top")
	require.Equal(t, "Negate", kl[0].Name)
	require.Equal(t, 1, kl[0].Position)
	for seed := uint64(1); seed <= 8; seed++ {
		d := g.Determinize(0, seed)
		require.Equal(t, "Negate", info(t, d, d.Zone(0, zone.Library)[0]).Card.Name,
			"a search by Alice keeps the top card she knows (seed %d)", seed)
	}
}

// D2. Three players. Plotting Theft: {1}{U} sorcery, "Search target
// opponent's hand for a card and put it on top of that player's
// library." Alice looks at Bob's hand (CR 701.17a) and chooses his
// Negate: she chose it and where it went, so she knows Bob's top card;
// Bob, whose hand it left, knows it too; Carol, who saw neither, doesn't
// (CR 402.3, 401.2).
func TestH487PlottingTheftTopKnown(t *testing.T) {
	theft := sorcery(t, "Plotting Theft", "{1}{U}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, Zones: ability.SearchHand, Into: ability.IntoLibraryTop})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	th := hand(t, g, 0, theft)
	ng := hand(t, g, 1, card.Negate)
	hand(t, g, 1, card.Divination)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, th, pl(1)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideFind, d.Kind)
		require.ElementsMatch(t, []string{"Negate", "Divination"}, h487Names(g.View(0).Players[1].Hand))
		require.False(t, h487Leaks(g, 2, card.Negate))
		return chooseObj(0, ng)
	})
	require.Equal(t, zone.Library, zoneOf(t, g, ng))
	require.True(t, g.SameCard(g.Zone(1, zone.Library)[0], ng))
	require.False(t, h487Leaks(g, 2, card.Negate), "Carol doesn't know it")
	for _, q := range []game.PlayerID{0, 1} {
		kl := g.View(q).Players[1].KnownLibrary
		require.NotEmpty(t, kl, "player %d knows Bob's top card", q)
		require.Equal(t, "Negate", kl[0].Name)
		require.Equal(t, 1, kl[0].Position)
	}
}
