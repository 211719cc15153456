package game

// What players may not learn (CR 400.2, 401.2, 402.3), checked through
// every API a player or a program playing for one uses: views of three
// and four players and Two-Headed Giant, determinized copies (also with a
// card chosen in secret), refusals of actions that name hidden cards, and
// the order of a hand discarded whole. These tests came from a hunt for
// leaks; the ones about secret choices, refusals and discards failed
// before the fixes they name.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// multiCatalogConfig gives n players every card of the catalog.
func multiCatalogConfig(n int, v Variant, seed uint64) Config {
	cfg := catalogConfig(seed)
	cfg.Rules.Variant = v
	cfg.Players = nil
	for _, name := range []string{"Alice", "Bob", "Carol", "Dave"}[:n] {
		cfg.Players = append(cfg.Players, PlayerConfig{Name: name, Deck: catalogConfig(seed).Players[0].Deck})
	}
	return cfg
}

// TestMultiplayerViewsHideHiddenCards is TestViewHidesHiddenCards
// for three and four players and for Two-Headed Giant, which that test
// does not play: no view may change when cards its player can't see
// change places (CR 401.2, 402.3; teammates' hands are seen, CR 810.5).
func TestMultiplayerViewsHideHiddenCards(t *testing.T) {
	for _, c := range []struct {
		n int
		v Variant
	}{{3, FreeForAll}, {4, FreeForAll}, {4, TwoHeadedGiant}} {
		for seed := uint64(1); seed <= 4; seed++ {
			cfg := multiCatalogConfig(c.n, c.v, seed)
			r := rand.New(rand.NewPCG(seed, 9))
			pick := rand.New(rand.NewPCG(seed, 10))
			public := publicSlots{}
			randomGame(t, cfg, r, func(g *Game) {
				public.observe(g)
				if pick.IntN(25) != 0 {
					return
				}
				for p := NoPlayer; int(p) < c.n; p++ {
					s := scramble(g, p, public, pick)
					v, sv := g.View(p), s.View(p)
					if !reflect.DeepEqual(v, sv) {
						t.Fatalf("%d players %v seed %d action %d: %v's view depends on hidden cards:\n%+v\n%+v", c.n, c.v, seed, g.Actions(), p, v, sv)
					}
					ev, sev := g.EventsFor(p), s.EventsFor(p)
					for i := range ev {
						if !reflect.DeepEqual(ev[i], sev[i]) {
							t.Fatalf("%d players %v seed %d: %v's event %d reveals a hidden card:\n%+v\n%+v", c.n, c.v, seed, p, i, ev[i], sev[i])
						}
					}
					for i := range sev {
						line := s.ViewEventLine(sev[i], English)
						if bytes.Contains([]byte(line), []byte(sentinel.Name)) {
							t.Fatalf("log line reveals a hidden card: %s", line)
						}
					}
				}
			})
		}
	}
}

// permuteHidden returns a clone of g in which the cards viewer can't see
// and doesn't know change places among themselves, owner by owner (hand
// and library together), keeping every slot and ID: a game that differs
// from g only in cards viewer can't see.
func permuteHidden(g *Game, viewer PlayerID, r *rand.Rand) *Game {
	c := g.Clone()
	v := c.viewerFor(viewer)
	for q := range c.players {
		pl := &c.players[q]
		var slots []int32
		if !v.seesHand(PlayerID(q)) {
			for _, s := range pl.hand {
				if !v.knows(s, false) {
					slots = append(slots, s)
				}
			}
		}
		lib := pl.library
		hidden := len(lib)
		if PlayerID(q) == v.p {
			hidden -= min(v.libTop, len(lib))
			if v.libAll {
				hidden = 0
			}
		}
		for _, s := range lib[:hidden] {
			if !v.knows(s, false) {
				slots = append(slots, s)
			}
		}
		defs := make([]*card.Definition, len(slots))
		for i, s := range slots {
			defs[i] = c.objects[s].def
		}
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, s := range slots {
			c.objects[s].def = defs[i]
		}
		c.charsChanged()
	}
	c.changed()
	for q := range c.players {
		c.players[q].handGen++
	}
	return c
}

// TestDeterminizeDependsOnlyOnWhatViewerKnows checks the promise
// of Determinize ("two games that differ only in cards viewer can't see,
// or in their order, give the same copy") over random positions: a search
// player must not learn hidden cards from its copies (CR 401.2, 402.3).
func TestDeterminizeDependsOnlyOnWhatViewerKnows(t *testing.T) {
	for _, c := range []struct {
		n int
		v Variant
	}{{2, FreeForAll}, {3, FreeForAll}, {4, TwoHeadedGiant}} {
		for seed := uint64(1); seed <= 4; seed++ {
			cfg := multiCatalogConfig(c.n, c.v, seed)
			r := rand.New(rand.NewPCG(seed, 19))
			pick := rand.New(rand.NewPCG(seed, 20))
			randomGame(t, cfg, r, func(g *Game) {
				if pick.IntN(20) != 0 {
					return
				}
				for p := PlayerID(0); int(p) < c.n; p++ {
					h := permuteHidden(g, p, pick)
					a, b := g.Determinize(p, 7), h.Determinize(p, 7)
					if d := diffState(a, b); d != "" {
						t.Fatalf("%d players %v seed %d action %d (pending %+v): %v's determinized copy depends on hidden cards: %s",
							c.n, c.v, seed, g.Actions(), g.pending, p, d)
					}
				}
			})
		}
	}
}

// masterKnownPosition: Alice controls Master of Predicaments; Restock
// returns Shivan Dragon and a Forest from her graveyard to her hand, so
// Bob knows those two (CR 400.2: they came from a public zone); her third
// card, Lightning Strike, is unknown to him. Master deals combat damage
// to Bob and Alice chooses in secret Shivan Dragon (pickShivan) or
// Lightning Strike. It returns the game at Bob's guess.
func masterKnownPosition(t *testing.T, pickShivan bool) *Game {
	t.Helper()
	return masterKnownPositionWith(t, pickShivan, card.LightningStrike)
}

// masterKnownPositionWith is masterKnownPosition with unknown as the card
// Bob doesn't know (and Alice picks when not pickShivan).
func masterKnownPositionWith(t *testing.T, pickShivan bool, unknown *card.Definition) *Game {
	t.Helper()
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	master, _ := g.Put(0, zone.Battlefield, card.MasterOfPredicaments, PutOptions{})
	for range 5 {
		g.Put(0, zone.Battlefield, card.Forest, PutOptions{})
	}
	restock, _ := g.Put(0, zone.Hand, card.Restock, PutOptions{})
	strike, _ := g.Put(0, zone.Hand, unknown, PutOptions{})
	shivanGY, _ := g.Put(0, zone.Graveyard, card.ShivanDragon, PutOptions{})
	forestGY, _ := g.Put(0, zone.Graveyard, card.Forest, PutOptions{})
	for range 4 {
		g.Put(0, zone.Library, card.Island, PutOptions{})
		g.Put(1, zone.Library, card.Island, PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, Main1))
	require.NoError(t, g.Cast(0, restock, ObjectTarget(shivanGY), ObjectTarget(forestGY)))
	require.NoError(t, g.PassUntilResolved())
	names := []string{}
	for _, o := range g.View(1).Players[0].KnownHand {
		names = append(names, o.Name)
	}
	require.Equal(t, []string{"Forest", "Shivan Dragon"}, names, "Bob knows the two returned cards")
	for g.pending.Kind == DecidePriority {
		require.NoError(t, g.Pass(g.pending.Player))
	}
	require.Equal(t, DecideAttackers, g.pending.Kind)
	require.NoError(t, g.Apply(Action{Kind: ActDeclareAttackers, Player: 0, Attackers: []Attack{{Attacker: master, Player: 1}}}))
	for g.pending.Kind == DecidePriority || g.pending.Kind == DecideBlockers {
		if g.pending.Kind == DecideBlockers {
			require.NoError(t, g.Apply(Action{Kind: ActDeclareBlockers, Player: 1}))
			continue
		}
		require.NoError(t, g.Pass(g.pending.Player))
	}
	require.Equal(t, DecideHiddenCard, g.pending.Kind)
	pick := strike
	if pickShivan {
		for _, s := range g.players[0].hand {
			if g.objects[s].def == card.ShivanDragon {
				pick = g.idOf(s)
			}
		}
	}
	require.NoError(t, g.Apply(Action{Kind: ActChoose, Player: 0, Object: pick}))
	require.Equal(t, Decision{Kind: DecideGuess, Player: 1, Count: 4}, g.pending)
	return g
}

// Determinize (the copy a search player such as game/ai/search plays on)
// must not keep Master of Predicaments' secret choice, even when it is a
// card the guesser knows is in the hand (here Shivan Dragon, returned to
// Alice's hand from her graveyard): Bob's view is the same whichever card
// Alice chose, and so must be his copies. Before hideSecretChoice, every
// copy after Shivan Dragon answered a guess of "not greater than 4" with
// the free cast (a wrong guess), and no copy after Lightning Strike did.
func TestDeterminizeHidesSecretChoice(t *testing.T) {
	a, b := masterKnownPosition(t, true), masterKnownPosition(t, false)
	require.Equal(t, viewJSONi(t, a, 1), viewJSONi(t, b, 1), "Bob's view is the same whichever card Alice chose")
	castFree := func(g *Game, seed uint64) bool {
		c := g.Determinize(1, seed)
		require.NoError(t, c.Apply(Action{Kind: ActChoose, Player: 1, Choice: 0})) // "not greater than 4"
		return c.Pending().Kind == DecideCastFree
	}
	na, nb := 0, 0
	for seed := uint64(0); seed < 40; seed++ {
		if castFree(a, seed) {
			na++
		}
		if castFree(b, seed) {
			nb++
		}
	}
	require.Equal(t, na, nb, "Bob's determinized copies tell which card Alice chose in secret: "+
		"a guess of \"not greater\" is wrong in %d of 40 copies after Shivan Dragon, in %d after Lightning Strike", na, nb)
}

func viewJSONi(t *testing.T, g *Game, p PlayerID) string {
	t.Helper()
	b, err := json.Marshal(g.View(p))
	require.NoError(t, err)
	return string(b)
}

// Probing hidden zones with refusals: each action naming a card in Bob's
// hand or library is refused exactly as one naming nothing (CR 401.2,
// 402.3).
func TestRefusalsTreatHiddenCardsAsNothing(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for range 3 {
		g.Put(0, zone.Battlefield, card.Mountain, PutOptions{})
	}
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, PutOptions{})
	strike, _ := g.Put(0, zone.Hand, card.LightningStrike, PutOptions{})
	g.Put(0, zone.Hand, card.Forest, PutOptions{})
	hidden := map[string]ObjectID{}
	hidden["Bob's hand Shivan Dragon"], _ = g.Put(1, zone.Hand, card.ShivanDragon, PutOptions{})
	hidden["Bob's hand Forest"], _ = g.Put(1, zone.Hand, card.Forest, PutOptions{})
	hidden["Bob's library Runeclaw Bear"], _ = g.Put(1, zone.Library, card.RuneclawBear, PutOptions{})
	hidden["Alice's library Shivan Dragon"], _ = g.Put(0, zone.Library, card.ShivanDragon, PutOptions{})
	hidden["Alice's library Forest"], _ = g.Put(0, zone.Library, card.Forest, PutOptions{})
	_ = bear
	require.NoError(t, g.Start(3, 0, Main1))
	const missing = ObjectID(1<<16 + 999)
	probes := map[string]func(ObjectID) Action{
		"cast":          func(id ObjectID) Action { return Action{Kind: ActCast, Player: 0, Object: id} },
		"play land":     func(id ObjectID) Action { return Action{Kind: ActPlayLand, Player: 0, Object: id} },
		"activate mana": func(id ObjectID) Action { return Action{Kind: ActActivateMana, Player: 0, Object: id} },
		"target": func(id ObjectID) Action {
			a := Action{Kind: ActCast, Player: 0, Object: strike, NumTargets: 1}
			a.Targets[0] = ObjectTarget(id)
			return a
		},
		"convoke": func(id ObjectID) Action {
			return Action{Kind: ActCast, Player: 0, Object: strike, NumTargets: 1, Targets: [4]Target{PlayerTarget(1)}, Convoke: []ObjectID{id}}
		},
		"discard field": func(id ObjectID) Action { return Action{Kind: ActDiscard, Player: 0, Discard: id} },
	}
	norm := func(err error, id ObjectID) string {
		if err == nil {
			return "<accepted>"
		}
		var re *RuleError
		if !errors.As(err, &re) {
			return strings.ReplaceAll(err.Error(), "object "+strconv.Itoa(int(id)), "object X")
		}
		return fmt.Sprintf("%v | CR %s %s | %s | %s", re.Kind, re.Rule, re.Also, re.Field,
			strings.ReplaceAll(re.Msg, "object "+strconv.Itoa(int(id)), "object X"))
	}
	for what, build := range probes {
		want := norm(g.Clone().Apply(build(missing)), missing)
		for name, id := range hidden {
			got := norm(g.Clone().Apply(build(id)), id)
			if got != want {
				t.Errorf("%s naming %s: refused as\n  %s\nbut naming nothing as\n  %s", what, name, got, want)
			}
		}
	}
}

// Slots are filled in deck order, so an ObjectID is guessable: slot n0+i
// is the i-th card of Bob's decklist, and its zone-change counter is
// small. Alice sweeps those IDs with casts she knows are illegal: every
// refusal must read as for an ID naming nothing, or she would read Bob's
// hand off the texts that once said "it is in Bob's hand" (CR 402.3,
// 401.2).
func TestRefusalSweepCantReadHands(t *testing.T) {
	cfg := briefConfig(5)
	g, err := New(cfg)
	require.NoError(t, err)
	for g.Pending().Player != 0 || g.Pending().Kind != DecidePriority {
		require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	}
	n0 := len(cfg.Players[0].Deck)
	fp := g.Fingerprint()
	var read []string
	for i, d := range cfg.Players[1].Deck {
		for inc := uint16(0); inc < 4; inc++ {
			err := g.Apply(Action{Kind: ActCast, Player: 0, Object: makeID(n0+i, inc)})
			if err != nil && strings.Contains(err.Error(), "it is in Bob's hand") {
				read = append(read, d.Name)
			}
		}
	}
	require.Equal(t, fp, g.Fingerprint(), "refusals change nothing")
	var real []string
	for _, s := range g.players[1].hand {
		real = append(real, g.objects[s].def.Name)
	}
	slices.Sort(read)
	slices.Sort(real)
	require.NotEqual(t, real, read, "Alice read Bob's hidden hand from refusal messages: %v", read)
}

// discardOrderPosition: Bob holds one card and draws the other in his
// turn (heldFirst is held, the other is on top of his library); then, in
// Alice's turn, Alice casts Mind Rot at him, which makes him discard both.
// It returns the game before and after Mind Rot.
func discardOrderPosition(t *testing.T, held, drawn *card.Definition) (before, after *Game) {
	t.Helper()
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for range 3 {
		g.Put(0, zone.Battlefield, card.Swamp, PutOptions{})
	}
	rot, _ := g.Put(0, zone.Hand, card.MindRot, PutOptions{})
	g.Put(1, zone.Hand, held, PutOptions{})
	g.Put(1, zone.Library, drawn, PutOptions{})
	for range 3 {
		g.Put(0, zone.Library, card.Swamp, PutOptions{})
		g.Put(1, zone.Library, card.Island, PutOptions{})
	}
	require.NoError(t, g.Start(4, 1, Upkeep))
	for !(g.active == 0 && g.step == Main1 && g.pending.Kind == DecidePriority) {
		require.Equal(t, DecidePriority, g.pending.Kind, "only passes until Alice's main phase")
		require.NoError(t, g.Pass(g.pending.Player))
	}
	require.Equal(t, 2, len(g.players[1].hand))
	before = g.Clone()
	g.ClearEvents()
	require.NoError(t, g.Cast(0, rot, PlayerTarget(1)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 0, len(g.players[1].hand))
	return before, g
}

// Mind Rot makes Bob discard his whole hand of two cards at once. The
// order the cards arrived in his hand is hidden (it tells which card he
// drew this turn), and CR 404.3 leaves the order of cards put into a
// graveyard together to their owner, so the engine discards them in an
// order that depends only on which cards they are. Two games that differ
// only in which of Shivan Dragon and Forest Bob drew look the same to
// Alice before and after Mind Rot (before the fix, her view of Bob's
// graveyard and her events told them apart).
func TestWholeHandDiscardHidesHandOrder(t *testing.T) {
	b1, a1 := discardOrderPosition(t, card.Forest, card.ShivanDragon)
	b2, a2 := discardOrderPosition(t, card.ShivanDragon, card.Forest)
	require.Equal(t, viewJSONi(t, b1, 0), viewJSONi(t, b2, 0), "before Mind Rot Alice can't tell the games apart")
	gy := func(g *Game) []string {
		var out []string
		for _, o := range g.View(0).Players[1].Graveyard {
			out = append(out, o.Name)
		}
		return out
	}
	require.Equal(t, gy(a1), gy(a2), "Alice's view of Bob's graveyard (top first) tells which card Bob drew this turn")
}
