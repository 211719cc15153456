package card_test

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 51-th set: saves, loads, clones and hidden information
// with cards of one's own. At each kind of pending decision the engine
// has (priority, targets of a trigger, the order of triggers, a library
// search, a discard, a sacrifice cost, "unless", "you may", a colour, a
// creature type and a card name chosen as a permanent enters, a
// redirect to a planeswalker, attackers, blockers, the damage
// assignment order, the legend rule's keep, a card chosen in secret and
// the guess, top or bottom, a find in another player's hand and library,
// a chosen permanent, a look and pick, a reveal and take, the starting
// player and mulligans, the defending player and combat damage player of
// Two-Headed Giant) a save loaded again and a clone have the original's
// fingerprint, views, Prompt and LegalActions, and continue alike with
// the same actions; refused actions change nothing, and an action that
// names a card hidden from its player is refused as one naming no object
// (CR 400.2); Views show each player exactly what they may see (CR
// 400.2, 401.2, 402.3, 701.17a, 810.5) and a Determinize for each viewer
// keeps that viewer's view, their own secrets and the cards they know,
// and plays on. Also: copy targets, cast copies and "enter as a copy"
// (CR 706), mana floating during a resolution's decision (CR 608.2f),
// the pass for the rest of a step, turn history, delayed triggers,
// random discards and coin flips, and AutoPass, each carried by a save;
// mulligans in free-for-all and Two-Headed Giant (CR 103.4c-d); and
// actions that fail late (convoke, X, attacks, blocks) refused whole.

// h535Defs are the definitions the current test made, for Load.
type h535Defs []*card.Definition

// h535Cat is the default catalog with ds added.
func h535Cat(t *testing.T, ds h535Defs) *card.Catalog {
	t.Helper()
	seen := map[*card.Definition]bool{}
	all := card.Default().All()
	for _, d := range all {
		seen[d] = true
	}
	for _, d := range ds {
		if !seen[d] {
			seen[d] = true
			all = append(all, d)
		}
	}
	cat, err := card.NewCatalog(all...)
	require.NoError(t, err)
	return cat
}

// h535View is p's View as JSON.
func h535View(t *testing.T, g *game.Game, p game.PlayerID) string {
	t.Helper()
	b, err := json.Marshal(g.View(p))
	require.NoError(t, err)
	return string(b)
}

// h535Viewers are the seats and the spectator.
func h535Viewers(g *game.Game) []game.PlayerID {
	vs := []game.PlayerID{game.NoPlayer}
	for p := 0; p < g.NumPlayers(); p++ {
		vs = append(vs, game.PlayerID(p))
	}
	return vs
}

// h535Alike requires x to be in g's state as every API sees it.
func h535Alike(t *testing.T, g, x *game.Game, what string) {
	t.Helper()
	require.NoError(t, x.CheckInvariants(), what)
	require.Equal(t, g.Fingerprint(), x.Fingerprint(), "%s: fingerprint", what)
	require.Equal(t, g.Pending(), x.Pending(), "%s: pending", what)
	require.Equal(t, g.Prompt(game.English), x.Prompt(game.English), "%s: prompt", what)
	require.Equal(t, g.Prompt(game.Chinese), x.Prompt(game.Chinese), "%s: prompt in Chinese", what)
	require.Equal(t, g.LegalActions(nil), x.LegalActions(nil), "%s: legal actions", what)
	require.Equal(t, g.OtherActions(nil), x.OtherActions(nil), "%s: other actions", what)
	for _, p := range h535Viewers(g) {
		require.Equal(t, h535View(t, g, p), h535View(t, x, p), "%s: view of %d", what, p)
	}
}

// h535Copies saves and loads g and clones it; both copies are alike.
// It returns g, the loaded game and the clone.
func h535Copies(t *testing.T, g *game.Game, ds h535Defs) []*game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	l, err := game.Load(&b, h535Cat(t, ds))
	require.NoError(t, err, "a save at a %v decision loads", g.Pending().Kind)
	h535Alike(t, g, l, "loaded")
	c := g.Clone()
	h535Alike(t, g, c, "cloned")
	return []*game.Game{g, l, c}
}

var h535Num = regexp.MustCompile(`[0-9]+`)

// h535Hidden lists cards in zones hidden from p: others' hands (not a
// Two-Headed Giant teammate's), every library, less the cards p's view
// shows (a library p searches or looks at, a hand p searches).
func h535Hidden(g *game.Game, p game.PlayerID) []game.ObjectID {
	seen := map[game.ObjectID]bool{}
	v := g.View(p)
	lists := [][]game.ViewObject{v.LibraryTop}
	for _, vp := range v.Players {
		lists = append(lists, vp.Hand)
	}
	for _, l := range lists {
		for _, o := range l {
			if id, ok := g.ObjectFromView(p, o.ID); ok {
				seen[id] = true
			}
		}
	}
	var out []game.ObjectID
	add := func(ids []game.ObjectID) {
		for _, id := range ids {
			if !seen[id] {
				out = append(out, id)
			}
		}
	}
	for q := 0; q < g.NumPlayers(); q++ {
		if game.PlayerID(q) != p && (g.Variant() != game.TwoHeadedGiant || g.Team(game.PlayerID(q)) != g.Team(p)) {
			add(g.Zone(game.PlayerID(q), zone.Hand))
		}
		add(g.Zone(game.PlayerID(q), zone.Library))
	}
	return out
}

// h535KeptIDs checks that x, g's Determinize for v, gives new IDs to
// the cards hidden from v but those v knows (CR 400.7; the design keeps
// the IDs of known cards only): in each hidden zone, the cards that kept
// their IDs are among the cards v's view says v knows there, by name.
func h535KeptIDs(t *testing.T, g, x *game.Game, v game.PlayerID) {
	t.Helper()
	vw := g.View(v)
	hidden := map[game.ObjectID]bool{}
	for _, id := range h535Hidden(g, v) {
		hidden[id] = true
	}
	for q := 0; q < g.NumPlayers(); q++ {
		for _, z := range []zone.Kind{zone.Hand, zone.Library} {
			known := map[string]int{}
			l := vw.Players[q].KnownLibrary
			if z == zone.Hand {
				l = vw.Players[q].KnownHand
			}
			for _, o := range l {
				known[o.Name]++
			}
			for _, id := range x.Zone(game.PlayerID(q), z) {
				if !hidden[id] {
					continue
				}
				o := info(t, x, id)
				require.Positive(t, known[o.Card.Name], "Determinize(%d) at %v: %s (%d) in %s's %v keeps its ID but isn't known",
					v, g.Pending().Kind, o.Card.Name, id, g.PlayerName(game.PlayerID(q)), z)
				known[o.Card.Name]--
			}
		}
	}
}

// h535NoLeak requires that no viewer's View, Prompt (when they are
// asked) or events name a card now hidden from them that their view
// doesn't list as known or looked at, where the name is not also that of
// a card in a public zone or their own hand (CR 400.2, 402.3).
func h535NoLeak(t *testing.T, g *game.Game) {
	t.Helper()
	public := map[string]bool{}
	for q := 0; q < g.NumPlayers(); q++ {
		for _, z := range []zone.Kind{zone.Battlefield, zone.Graveyard, zone.Exile} {
			for _, id := range g.Zone(game.PlayerID(q), z) {
				public[info(t, g, id).Card.Name] = true
			}
		}
	}
	for _, e := range g.Stack() {
		if o, ok := g.Object(e.Source); ok {
			public[o.Card.Name] = true
		}
	}
	for _, v := range h535Viewers(g)[1:] {
		vw := g.View(v)
		mine := map[string]bool{}
		for _, o := range vw.Hand {
			mine[o.Name] = true
		}
		for _, o := range vw.LibraryTop {
			mine[o.Name] = true
		}
		for _, z := range []zone.Kind{zone.Hand, zone.Library, zone.Graveyard, zone.Exile, zone.Battlefield} {
			for _, id := range g.Zone(v, z) {
				mine[info(t, g, id).Card.Name] = true // names the viewer brought
			}
		}
		for _, vp := range vw.Players {
			for _, l := range [][]game.ViewObject{vp.Hand, vp.KnownHand, vp.KnownLibrary} {
				for _, o := range l {
					mine[o.Name] = true
				}
			}
		}
		b, err := json.Marshal(vw)
		require.NoError(t, err)
		evs, err := json.Marshal(g.EventsFor(v))
		require.NoError(t, err)
		prompt := ""
		if g.Pending().Player == v {
			prompt = g.Prompt(game.English)
		}
		for _, id := range h535Hidden(g, v) {
			o := info(t, g, id)
			n := o.Card.Name
			if mine[n] || public[n] || n == "Plains" || n == "Island" || o.Owner == v {
				continue // a player knows the cards they brought
			}
			require.NotContains(t, string(b), `"`+n+`"`, "view of %d at %v names hidden %s", v, g.Pending().Kind, n)
			require.NotContains(t, string(evs), `"`+n+`"`, "events of %d at %v name hidden %s", v, g.Pending().Kind, n)
			require.NotContains(t, prompt, n, "prompt for %d at %v names hidden %s", v, g.Pending().Kind, n)
		}
	}
}

// h535Owned counts, by owner, the names of the cards in every zone.
func h535Owned(g *game.Game) []map[string]int {
	var out []map[string]int
	for p := 0; p < g.NumPlayers(); p++ {
		m := map[string]int{}
		for _, z := range []zone.Kind{zone.Hand, zone.Library, zone.Graveyard, zone.Exile} {
			for _, id := range g.Zone(game.PlayerID(p), z) {
				o, _ := g.Object(id)
				m[o.Card.Name]++
			}
		}
		out = append(out, m)
	}
	return out
}

// h535Probe checks g at its pending decision: copies are alike; each
// viewer's Determinize keeps their view, is the same from the loaded
// game and the clone, and plays on; refused actions change nothing; an
// action naming a hidden card is refused as one naming no object.
func h535Probe(t *testing.T, g *game.Game, ds h535Defs) []*game.Game {
	t.Helper()
	gs := h535Copies(t, g, ds)
	d := g.Pending()
	for _, v := range h535Viewers(g)[1:] {
		x := g.Determinize(v, 77)
		require.NoError(t, x.CheckInvariants(), "determinized for %d", v)
		require.Equal(t, h535View(t, g, v), h535View(t, x, v), "Determinize(%d) at %v keeps the viewer's view", v, d.Kind)
		require.Equal(t, x.Fingerprint(), gs[1].Determinize(v, 77).Fingerprint(), "Determinize(%d) of the loaded game", v)
		require.Equal(t, x.Fingerprint(), gs[2].Determinize(v, 77).Fingerprint(), "Determinize(%d) of the clone", v)
		require.Equal(t, x.Fingerprint(), g.Determinize(v, 77).Fingerprint(), "Determinize(%d) is deterministic", v)
		require.Equal(t, h535Owned(g), h535Owned(x), "Determinize(%d) keeps the cards each player owns", v)
		require.Equal(t, h535View(t, g, v), h535View(t, x.Determinize(v, 78), v), "Determinize(%d) of the copy", v)
		h535KeptIDs(t, g, x, v)
		if la := x.LegalActions(nil); len(la) > 0 {
			require.NoError(t, x.Apply(la[0]), "the determinized copy plays on")
			require.NoError(t, x.CheckInvariants())
		}
	}
	h535NoLeak(t, g)
	// Refusals change nothing.
	f := g.Fingerprint()
	other := game.PlayerID((int(d.Player) + 1) % g.NumPlayers())
	bogus := []game.Action{
		{Kind: game.ActChoose, Player: d.Player, Choice: 1000},
		{Kind: game.ActChoose, Player: d.Player, Object: 1 << 28},
		{Kind: game.ActChoose, Player: d.Player, Choice: -3},
		{Kind: game.ActPass, Player: other},
		{Kind: game.ActChoose, Player: other, Choice: 0},
		{Kind: game.ActDeclareAttackers, Player: d.Player, Attackers: []game.Attack{{Attacker: 1 << 28}}},
		game.Action{Kind: game.ActChooseTargets, Player: d.Player}.WithTargets(obj(1 << 28)),
		{Kind: game.ActActivate, Player: d.Player, Object: 1 << 28},
	}
	if g.Variant() == game.TwoHeadedGiant && g.Team(other) == g.Team(d.Player) {
		bogus = bogus[:3]
	}
	for _, a := range bogus {
		c := g.Clone()
		ne := len(c.Events())
		if err := c.Apply(a); err != nil {
			require.Equal(t, f, c.Fingerprint(), "refused %+v changed the game", a)
			require.Len(t, c.Events(), ne, "refused %+v made events", a)
			require.Equal(t, f, g.Fingerprint())
		}
	}
	// Hidden cards are refused as no object at all.
	for _, id := range h535Hidden(g, d.Player) {
		for _, mk := range []func(o game.ObjectID) game.Action{
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActChoose, Player: d.Player, Object: o}
			},
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActChooseTargets, Player: d.Player}.WithTargets(obj(o))
			},
			func(o game.ObjectID) game.Action { return game.Action{Kind: game.ActCast, Player: d.Player, Object: o} },
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActDiscard, Player: d.Player, Object: o}
			},
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActActivate, Player: d.Player, Object: o}
			},
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActActivateMana, Player: d.Player, Object: o}
			},
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActPlayLand, Player: d.Player, Object: o}
			},
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActDeclareAttackers, Player: d.Player, Attackers: []game.Attack{{Attacker: o, Player: other}}}
			},
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActDeclareBlockers, Player: d.Player, Blockers: []game.Block{{Blocker: o, Attacker: o}}}
			},
			func(o game.ObjectID) game.Action {
				return game.Action{Kind: game.ActDeclareAttackers, Player: d.Player, Attackers: []game.Attack{{Attacker: o, Planeswalker: o, Player: game.NoPlayer}}}
			},
		} {
			c := g.Clone()
			e1 := c.Apply(mk(id))
			require.Error(t, e1, "%v naming hidden %d at %v", mk(id).Kind, id, d.Kind)
			require.Equal(t, f, c.Fingerprint())
			e2 := g.Clone().Apply(mk(1 << 28))
			require.Error(t, e2)
			m1 := h535Num.ReplaceAllString(e1.Error(), "N")
			m2 := h535Num.ReplaceAllString(e2.Error(), "N")
			require.Equal(t, m2, m1, "hidden card %d (%s) is refused as no object", id, strconv.Itoa(int(id)))
		}
	}
	// The same with a hidden card as a spell's target or convoke creature.
	if hid := h535Hidden(g, d.Player); d.Kind == game.DecidePriority && len(hid) > 0 {
		for _, h := range g.Zone(d.Player, zone.Hand) {
			for _, mk := range []func(o game.ObjectID) game.Action{
				func(o game.ObjectID) game.Action {
					return game.Action{Kind: game.ActCast, Player: d.Player, Object: h}.WithTargets(obj(o))
				},
				func(o game.ObjectID) game.Action {
					return game.Action{Kind: game.ActCast, Player: d.Player, Object: h, Convoke: []game.ObjectID{o}}
				},
			} {
				for _, id := range hid[:1] {
					c := g.Clone()
					e1 := c.Apply(mk(id))
					e2 := g.Clone().Apply(mk(1 << 28))
					require.Equal(t, f, c.Fingerprint())
					if e2 == nil {
						continue
					}
					require.Error(t, e1, "naming hidden %d is accepted where naming nothing isn't", id)
					require.Equal(t, h535Num.ReplaceAllString(e2.Error(), "N"), h535Num.ReplaceAllString(e1.Error(), "N"),
						"a hidden target or convoke creature is refused as no object")
				}
			}
		}
	}
	return gs
}

// h535Step probes gs[0] and applies a to every game of gs: all accept it
// and stay alike.
func h535Step(t *testing.T, gs []*game.Game, ds h535Defs, a game.Action) {
	t.Helper()
	h535Probe(t, gs[0], ds)
	for i, g := range gs {
		require.NoError(t, g.Apply(a), "game %d: %+v at %v", i, a, gs[0].Pending().Kind)
	}
	for i, g := range gs[1:] {
		h535Alike(t, gs[0], g, "continued "+strconv.Itoa(i+1))
	}
}

// h535Until plays gs on until stop holds, probing every decision: passes
// at priority, puts triggers in the first order, and answers the rest
// with ans (or the first legal action when ans is nil or returns false).
// It returns the kinds of the decisions met.
func h535Until(t *testing.T, gs []*game.Game, ds h535Defs, stop func(g *game.Game) bool,
	ans func(g *game.Game, d game.Decision) (game.Action, bool)) []game.DecisionKind {
	t.Helper()
	var kinds []game.DecisionKind
	for i := 0; i < 150; i++ {
		g := gs[0]
		if g.Over() || stop(g) {
			return kinds
		}
		d := g.Pending()
		kinds = append(kinds, d.Kind)
		var a game.Action
		ok := false
		if ans != nil {
			a, ok = ans(g, d)
		}
		if !ok {
			switch d.Kind {
			case game.DecidePriority:
				a = game.Action{Kind: game.ActPass, Player: d.Player}
			default:
				la := g.LegalActions(nil)
				require.NotEmpty(t, la, "no legal action at %v", d.Kind)
				a = la[0]
			}
		}
		h535Step(t, gs, ds, a)
	}
	t.Fatalf("h535Until: too many steps: %v", kinds[:20])
	return kinds
}

// h535Answer plays every copy in gs on until the stack is empty,
// answering decisions of kind k with a (h535Until), and requires that
// one was asked; it returns the kinds asked.
func h535Answer(t *testing.T, gs []*game.Game, ds h535Defs, k game.DecisionKind, a game.Action) []game.DecisionKind {
	t.Helper()
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		return a, d.Kind == k
	})
	require.True(t, h535Has(ks, k), "%v", ks)
	return ks
}

// h535Empty stops when the stack is empty at priority.
func h535Empty(g *game.Game) bool {
	return g.Pending().Kind == game.DecidePriority && g.StackLen() == 0
}

// h535Has reports whether ks holds k.
func h535Has(ks []game.DecisionKind, k game.DecisionKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// h535Game is a game of n players with libraries of six Plains, begun
// later by the test.
func h535Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 6)
	return g
}

// ---------------------------------------------------------------------
// Part 1. Decisions of one player

// 1. Twin Omen Hound: {2}{R} 2/2 Hound, "When Twin Omen Hound enters the
// battlefield, it deals 1 damage to target creature or player" and "When
// Twin Omen Hound enters the battlefield, you gain 2 life." Both trigger
// at once: Alice orders them (CR 603.3b) and then chooses the target as
// the damage trigger is put on the stack (CR 603.3d). At priority with
// the spell on the stack, at the order and at the target, the copies
// are alike and continue alike; Bob takes 1, Alice gains 2.
func TestH535TriggerOrderAndTargets(t *testing.T) {
	hound := def(t, card.Definition{Name: "Twin Omen Hound", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Subtypes: []string{"Hound"}, Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{
			{Event: ability.EntersBattlefield, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
				Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}},
			{Event: ability.EntersBattlefield, Effects: gain(2)}}})
	ds := h535Defs{hound}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Mountain, 3)
	h := hand(t, g, 0, hound)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideTargets {
			return targets(0, pl(1)), true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideTriggerOrder), "%v", ks)
	require.True(t, h535Has(ks, game.DecideTargets), "%v", ks)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 22, g.Life(0))
}

// h535Names lists the names of vs.
func h535Names(vs []game.ViewObject) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.Name)
	}
	return out
}

// 2. Quiet Hunt: {1}{G} sorcery, "Search your library for a creature
// card, put it into your hand, then shuffle your library." Alice looks
// at her library during the search (CR 701.17a); Bob sees neither it nor
// the card found, which isn't revealed (CR 401.2, 402.3); the
// determinized copies keep each viewer's view, and for Bob the card in
// Alice's hand is dealt again from her hidden cards.
func TestH535SearchHidden(t *testing.T) {
	hunt := sorcery(t, "Quiet Hunt", "{1}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoHand})
	beast := creature(t, "Hidden Beast", "{3}{G}", 4, 4, 0, "Beast")
	ds := h535Defs{hunt, beast}
	g := h535Game(t, 2)
	put(t, g, 0, zone.Library, beast)
	lands(t, g, 0, card.Forest, 2)
	h := hand(t, g, 0, hunt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideSearch {
			require.Contains(t, h535Names(g.View(0).LibraryTop), "Hidden Beast", "CR 701.17a: Alice looks")
			require.Empty(t, g.View(1).LibraryTop, "Bob doesn't")
			require.Empty(t, g.View(game.NoPlayer).LibraryTop)
			for _, id := range choices(g) {
				if id != 0 && info(t, g, id).Card == beast {
					return chooseObj(0, id), true
				}
			}
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideSearch), "%v", ks)
	require.Equal(t, []string{"Hidden Beast"}, h535Names(g.View(0).Hand))
	require.Empty(t, g.View(1).Players[0].KnownHand, "not revealed: Bob doesn't know it")
	require.Equal(t, 1, g.View(1).Players[0].HandSize)
}

// 3. Pressing Doubt: {B} sorcery, "Target player discards a card." Bob
// chooses the card (CR 701.8a); Alice, who cast it, sees only how many
// cards Bob has and has no options while Bob decides; Bob's options and
// his view name his cards. The discarded card is then public
// (CR 404.2).
func TestH535DiscardHidden(t *testing.T) {
	doubt := sorcery(t, "Pressing Doubt", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)})
	secret := creature(t, "Secret Keeper", "{1}{U}", 1, 3, 0, "Human")
	other := creature(t, "Plain Porter", "{1}{W}", 2, 1, 0, "Human")
	ds := h535Defs{doubt, secret, other}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	h := hand(t, g, 0, doubt)
	s := hand(t, g, 1, secret)
	hand(t, g, 1, other)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(1)))
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideDiscard {
			require.Equal(t, game.PlayerID(1), d.Player)
			require.Empty(t, g.View(0).Pending.Options, "Alice has no options while Bob discards")
			require.Empty(t, g.View(0).Players[1].Hand)
			require.Empty(t, g.View(0).Players[1].KnownHand)
			require.Len(t, g.View(1).Pending.Options, 2)
			return game.Action{Kind: game.ActDiscard, Player: 1, Object: s}, true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideDiscard), "%v", ks)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	require.Equal(t, 1, g.View(0).Players[1].HandSize)
}

// 4. Bone Toll Altar: {1} artifact, "{1}, Sacrifice a creature: Draw a
// card." The sacrifice is chosen as the cost is paid (CR 601.2h via
// 602.2b, 701.15a): the copies are alike at the sacrifice, and the
// creature is in the graveyard before the ability resolves.
func TestH535SacrificeCost(t *testing.T) {
	altar := def(t, card.Definition{Name: "Bone Toll Altar", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Creature}},
			Effects: draw1}}})
	pawn := creature(t, "Toll Pawn", "{B}", 1, 1, 0, "Zombie")
	ds := h535Defs{altar, pawn}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	a := bf(t, g, 0, altar)
	p1 := bf(t, g, 0, pawn)
	bf(t, g, 0, pawn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivate, Player: 0, Object: a})
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind, g.Prompt(game.English))
	h535Step(t, gs, ds, chooseObj(0, p1))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, p1), "CR 601.2h: paid before it resolves")
	h535Until(t, gs, ds, h535Empty, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 5. Grim Bargain: {1}{B} sorcery, "Target player loses 4 life unless
// they sacrifice a creature or pay 2 life." Bob decides on resolution
// (CR 608.2c); the copies are alike at his choice; he pays the life.
func TestH535Unless(t *testing.T) {
	bargain := sorcery(t, "Grim Bargain", "{1}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessSacrifice | ability.UnlessPayLife,
			Group: ability.Group{Types: ability.Creature}, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(4), IfDeclined: true})
	pawn := creature(t, "Toll Pawn", "{B}", 1, 1, 0, "Zombie")
	ds := h535Defs{bargain, pawn}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	h := hand(t, g, 0, bargain)
	bf(t, g, 1, pawn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(1)))
	h535Answer(t, gs, ds, game.DecideUnless, choose(1, 1))
	require.Equal(t, 18, g.Life(1))
}

// 6. Tithe Lantern: {2} artifact, "{T}: You may pay {1}. If you do, draw
// a card." A cost paid on resolution (CR 117.1, 608.2c): yes/no at
// resolution, the copies alike; Alice pays and draws.
func TestH535YesNoPay(t *testing.T) {
	lantern := def(t, card.Definition{Name: "Tithe Lantern", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true, PayMana: cost("{1}")}}}}})
	ds := h535Defs{lantern}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	l := bf(t, g, 0, lantern)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivate, Player: 0, Object: l})
	h535Answer(t, gs, ds, game.DecideYesNo, choose(0, 1))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 7. Hue Ward: {W} instant, "Prevent all damage that would be dealt to
// target creature this turn by sources of the color of your choice." The
// colour is chosen on resolution (CR 105.4, 615): the copies are alike
// at the colour; red chosen, a red bolt deals nothing.
func TestH535ColorChoice(t *testing.T) {
	ward := instant(t, "Hue Ward", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPrevent, Target: 0, ChooseColor: true})
	bolt := instant(t, "Ember Dart", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	bear := creature(t, "Ward Bear", "{1}{G}", 2, 2, 0, "Bear")
	ds := h535Defs{ward, bolt, bear}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Mountain, 1)
	w := hand(t, g, 0, ward)
	bo := hand(t, g, 0, bolt)
	b := bf(t, g, 0, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: w}.WithTargets(obj(b)))
	h535Answer(t, gs, ds, game.DecideColor, choose(0, 3)) // red
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: bo}.WithTargets(obj(b)))
	h535Until(t, gs, ds, h535Empty, nil)
	require.False(t, gone(g, b))
	require.Equal(t, 0, info(t, g, b).Damage)
}

// 8. Banner of the Clan: {2} enchantment, "As Banner of the Clan enters
// the battlefield, choose a creature type. Creatures of the chosen type
// get +1/+1." The choice is made as it enters (CR 614.12): the copies
// are alike at the choice, among all the creature types; Alice chooses
// the first type listed and her creature of that type gets +1/+1.
func TestH535CreatureTypeChoice(t *testing.T) {
	banner := def(t, card.Definition{Name: "Banner of the Clan", ManaCost: cost("{2}"), Types: ability.Enchantment,
		AsEnters: ability.ChooseCreatureType,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, ChosenSubtype: true},
			Power: 1, Toughness: 1}}})
	cb := creature(t, "Clan Bear", "{1}", 1, 1, 0, "Bear")
	ce := creature(t, "Clan Elf", "{1}", 1, 1, 0, "Elf")
	ds := h535Defs{banner, cb, ce}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	h := hand(t, g, 0, banner)
	c := bf(t, g, 0, cb)
	o := bf(t, g, 1, ce)
	bear := -1
	for i, n := range ability.CreatureTypes {
		if n == "Bear" {
			bear = i
		}
	}
	require.NotEqual(t, -1, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideCreatureType {
			require.Len(t, g.LegalActions(nil), len(ability.CreatureTypes))
			return choose(0, bear), true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideCreatureType), "%v", ks)
	require.Equal(t, [2]int{2, 2}, pt(t, g, c))
	require.Equal(t, [2]int{1, 1}, pt(t, g, o))
	require.Equal(t, "Bear", g.ChosenFor(find(t, g, 0, banner)))
}

// 9. Nameless Seal: {1}{W} enchantment, "As Nameless Seal enters the
// battlefield, choose a nonland card name." (CR 201.3, 614.12): the
// copies are alike at the choice and keep the name chosen.
func TestH535NameChoice(t *testing.T) {
	seal := def(t, card.Definition{Name: "Nameless Seal", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		AsEnters: ability.ChooseCardName})
	ds := h535Defs{seal}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	h := hand(t, g, 0, seal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	h535Answer(t, gs, ds, game.DecideName, choose(0, 3))
	n := g.ChosenFor(find(t, g, 0, seal))
	require.NotEmpty(t, n)
	for _, x := range gs {
		require.Equal(t, n, x.ChosenFor(find(t, x, 0, seal)))
	}
}

// 10. Searing Word: {1}{R} sorcery, "Searing Word deals 3 damage to
// target player." Bob controls a planeswalker: Alice may have the damage
// dealt to it instead (CR 306.7): the copies are alike at the redirect;
// she redirects, the planeswalker loses 3 loyalty (CR 119.3c).
func TestH535Redirect(t *testing.T) {
	word := sorcery(t, "Searing Word", "{1}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	walker := def(t, card.Definition{Name: "Vela of the Hollow", ManaCost: cost("{2}{U}{U}"), Types: ability.Planeswalker,
		Subtypes: []string{"Vela"}, Loyalty: 5, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1},
			Effects: draw1}}})
	ds := h535Defs{word, walker}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	h := hand(t, g, 0, word)
	w := bf(t, g, 1, walker)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(1)))
	h535Answer(t, gs, ds, game.DecideRedirect, chooseObj(0, w))
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, counter(t, g, w, game.Loyalty))
}

// 11. Crowned Twin: {1}{W} legendary 2/2. Alice controls two: she keeps
// one (CR 704.5k), the other goes to the graveyard; the copies are
// alike at the keep.
func TestH535LegendKeep(t *testing.T) {
	twin := def(t, card.Definition{Name: "Crowned Twin", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Supertypes: ability.Legendary, Subtypes: []string{"Human"}, Power: C(2), Toughness: C(2)})
	ds := h535Defs{twin}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	a := bf(t, g, 0, twin)
	h := hand(t, g, 0, twin)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	h535Answer(t, gs, ds, game.DecideKeep, chooseObj(0, a))
	require.False(t, gone(g, a))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard))
}

// 12. Combat: Alice's 5/5 Ridge Brute attacks; Bob blocks with two 2/2
// Wall Bears; Alice orders the blockers (CR 509.2) and assigns lethal
// damage in order (CR 510.1c). The copies are alike at the attackers,
// the blockers, the damage order and each priority of combat.
func TestH535CombatDecisions(t *testing.T) {
	brute := creature(t, "Ridge Brute", "{3}{R}{R}", 5, 5, 0, "Giant")
	wb := creature(t, "Wall Bear", "{1}{G}", 2, 2, 0, "Bear")
	ds := h535Defs{brute, wb}
	g := h535Game(t, 2)
	br := bf(t, g, 0, brute)
	b1 := bf(t, g, 1, wb)
	b2 := bf(t, g, 1, wb)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	ks := h535Until(t, gs, ds, func(g *game.Game) bool { return g.Step() == game.Main2 },
		func(g *game.Game, d game.Decision) (game.Action, bool) {
			switch d.Kind {
			case game.DecideAttackers:
				return game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: br, Player: 1}}}, true
			case game.DecideBlockers:
				return game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: b1, Attacker: br}, {Blocker: b2, Attacker: br}}}, true
			case game.DecideDamageOrder:
				for _, id := range choices(g) {
					if id == b2 || id == b1 {
						return chooseObj(0, id), true
					}
				}
			}
			return game.Action{}, false
		})
	for _, k := range []game.DecisionKind{game.DecideAttackers, game.DecideBlockers, game.DecideDamageOrder} {
		require.True(t, h535Has(ks, k), "%v missing from %v", k, ks)
	}
	require.True(t, gone(g, b1))
	require.True(t, gone(g, b2))
	require.False(t, gone(g, br))
}

// ---------------------------------------------------------------------
// Part 2. Hidden information

// 13. Riddling Sprite: {1}{U} 2/2 Faerie, "Whenever Riddling Sprite deals
// combat damage to a player, choose a card in your hand in secret. That
// player guesses whether its mana value is greater than 2. If they
// guessed wrong, you may cast it without paying its mana cost." Alice's
// choice is hers alone: while Bob guesses, his view names neither card,
// and his Determinize chooses again at random from her hand; the copies
// are alike at each step (CR 400.2).
func TestH535SecretChoiceAndGuess(t *testing.T) {
	sprite := def(t, card.Definition{Name: "Riddling Sprite", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Subtypes: []string{"Faerie"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer, Effects: []ability.Effect{{
			Op: ability.OpChooseAndGuess, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	small := creature(t, "Small Riddle", "{W}", 1, 1, 0, "Human")
	big := creature(t, "Big Riddle", "{4}{W}{W}", 6, 6, 0, "Giant")
	ds := h535Defs{sprite, small, big}
	g := h535Game(t, 2)
	sp := bf(t, g, 0, sprite)
	hand(t, g, 0, small)
	bg := hand(t, g, 0, big)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	ks := h535Until(t, gs, ds, func(g *game.Game) bool { return g.Step() == game.Main2 },
		func(g *game.Game, d game.Decision) (game.Action, bool) {
			switch d.Kind {
			case game.DecideAttackers:
				return game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: sp, Player: 1}}}, true
			case game.DecideHiddenCard:
				return chooseObj(0, bg), true
			case game.DecideGuess:
				require.NotContains(t, h535View(t, g, 1), "Big Riddle", "Bob's view doesn't name Alice's cards")
				return choose(1, 0), true // "not greater": wrong
			case game.DecideCastFree:
				return game.Action{Kind: game.ActCast, Player: 0, Object: bg}, true
			}
			return game.Action{}, false
		})
	for _, k := range []game.DecisionKind{game.DecideHiddenCard, game.DecideGuess, game.DecideCastFree} {
		require.True(t, h535Has(ks, k), "%v missing from %v", k, ks)
	}
	require.NotZero(t, find(t, g, 0, big), "cast for free and resolved")
}

// 14. Tidal Sorting: {2}{U} instant, "Each creature's owner puts it on
// the top or the bottom of their library." Alice answers first (APNAP,
// CR 101.4) and her answers are seen by nobody until all the cards move
// together (CR 401.4); the copies are alike at each answer; Bob's
// Determinize keeps his view.
func TestH535TopOrBottom(t *testing.T) {
	sorting := instant(t, "Tidal Sorting", "{2}{U}", nil,
		ability.Effect{Op: ability.OpTopOrBottom, Group: ability.Group{Types: ability.Creature}})
	a1 := creature(t, "Shore Crab", "{U}", 0, 2, 0, "Crab")
	a2 := creature(t, "Reef Eel", "{1}{U}", 2, 1, 0, "Fish")
	b1 := creature(t, "Dune Rat", "{B}", 1, 1, 0, "Rat")
	ds := h535Defs{sorting, a1, a2, b1}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Island, 3)
	h := hand(t, g, 0, sorting)
	c1 := bf(t, g, 0, a1)
	bf(t, g, 0, a2)
	bf(t, g, 1, b1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	n := 0
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideTopOrBottom {
			n++
			la := g.LegalActions(nil)
			return la[len(la)-1], true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideTopOrBottom), "%v", ks)
	require.Equal(t, 3, n)
	require.Zero(t, len(g.Zone(0, zone.Battlefield))-3, "only the Islands stay")
	require.Equal(t, zone.Library, zoneOf(t, g, c1))
	require.Equal(t, 8, g.ZoneLen(0, zone.Library))
}

// 15. Thought Raid: {2}{B} sorcery, "Search target opponent's hand and
// library for a creature card and exile it. Then that player shuffles
// their library." In a game of three, Alice looks at Bob's hand and
// library while she searches (CR 701.17a); Carol sees neither; after
// the search Alice knows Bob's hand (she looked at it), Carol doesn't.
// The copies are alike at the find, and each Determinize keeps its
// viewer's view.
func TestH535FindInOpponentsZones(t *testing.T) {
	raid := sorcery(t, "Thought Raid", "{2}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, ShuffleAlways: true,
			Zones: ability.SearchHand | ability.SearchLibrary, Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoExile})
	mark := creature(t, "Marked Ogre", "{2}{R}", 3, 3, 0, "Ogre")
	kept := sorcery(t, "Kept Secret", "{U}", nil, draw1...)
	ds := h535Defs{raid, mark, kept}
	g := h535Game(t, 3)
	lands(t, g, 0, card.Swamp, 3)
	h := hand(t, g, 0, raid)
	m := hand(t, g, 1, mark)
	hand(t, g, 1, kept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(1)))
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideFind {
			require.ElementsMatch(t, []string{"Marked Ogre", "Kept Secret"}, h535Names(g.View(0).Players[1].Hand), "CR 701.17a")
			require.Empty(t, g.View(2).Players[1].Hand)
			require.Empty(t, g.View(2).LibraryTop)
			require.NotContains(t, h535View(t, g, 2), "Kept Secret")
			return chooseObj(0, m), true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideFind), "%v", ks)
	require.Equal(t, zone.Exile, zoneOf(t, g, m))
	require.Equal(t, []string{"Kept Secret"}, h535Names(g.View(0).Players[1].KnownHand), "Alice looked at Bob's hand")
	require.Empty(t, g.View(2).Players[1].KnownHand)
	h535Probe(t, g, ds)
}

// 16. Seer's Sieve: {1} artifact, "{T}: Look at the top three cards of
// your library and put one of them into your graveyard." Alice looks at
// three (CR 401.2), Bob sees none; afterwards Alice knows the two left on
// top in their places and her Determinize keeps them there.
func TestH535LookAndPick(t *testing.T) {
	sieve := def(t, card.Definition{Name: "Seer's Sieve", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpLookMill, Amount: ability.N(3)}}}}})
	x1 := creature(t, "Top One", "{1}", 1, 1, 0, "Human")
	x2 := creature(t, "Top Two", "{2}", 2, 2, 0, "Human")
	x3 := creature(t, "Top Three", "{3}", 3, 3, 0, "Human")
	ds := h535Defs{sieve, x1, x2, x3}
	g := newGame(t, 2)
	for _, d := range []*card.Definition{x1, x2, x3} {
		put(t, g, 0, zone.Library, d)
	}
	libs(t, g, 4)
	s := bf(t, g, 0, sieve)
	require.NoError(t, g.Start(2, 0, game.Main1))
	top3 := g.Zone(0, zone.Library)
	_ = top3
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivate, Player: 0, Object: s})
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecidePick {
			require.Len(t, g.View(0).LibraryTop, 3)
			require.Empty(t, g.View(1).LibraryTop)
			for _, id := range choices(g) {
				if info(t, g, id).Card == x2 {
					return chooseObj(0, id), true
				}
			}
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecidePick), "%v", ks)
	kl := h535Names(g.View(0).Players[0].KnownLibrary)
	require.Contains(t, kl, "Top One")
	require.Contains(t, kl, "Top Three")
	require.Empty(t, g.View(1).Players[0].KnownLibrary)
	x := g.Determinize(0, 5)
	require.Equal(t, h535View(t, g, 0), h535View(t, x, 0))
	lib := x.Zone(0, zone.Library)
	require.Equal(t, g.Zone(0, zone.Library)[:2], lib[:2], "the cards Alice knows keep their places and IDs")
}

// 17. Lantern of Omens: {2} artifact, "{T}: Reveal the top three cards of
// your library. You may put a creature card from among them into your
// hand. Put the rest into your graveyard." Revealed cards are known to
// everyone (CR 701.14a): Bob knows the creature Alice takes into her
// hand, and his Determinize keeps it there.
func TestH535RevealAndTake(t *testing.T) {
	lantern := def(t, card.Definition{Name: "Lantern of Omens", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpRevealTake, Amount: ability.N(3), Filter: ability.Filter{Types: ability.Creature}}}}}})
	omen := creature(t, "Omen Stag", "{2}{G}", 3, 2, 0, "Elk")
	ds := h535Defs{lantern, omen}
	g := newGame(t, 2)
	put(t, g, 0, zone.Library, omen)
	libs(t, g, 4)
	l := bf(t, g, 0, lantern)
	hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivate, Player: 0, Object: l})
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideTakeRevealed {
			for _, id := range choices(g) {
				if id != 0 && info(t, g, id).Card == omen {
					return chooseObj(0, id), true
				}
			}
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideTakeRevealed), "%v", ks)
	require.Equal(t, []string{"Omen Stag"}, h535Names(g.View(1).Players[0].KnownHand))
	x := g.Determinize(1, 9)
	found := false
	for _, id := range x.Zone(0, zone.Hand) {
		if info(t, x, id).Card == omen {
			found = true
		}
	}
	require.True(t, found, "Bob's Determinize keeps the revealed card in Alice's hand")
}

// 18. Homeward Call: {U} instant, "Return a creature you control to its
// owner's hand." Not targeted: chosen on resolution (CR 608.2c); the
// copies are alike at the choice; afterwards Bob knows the card in
// Alice's hand (it came from the battlefield, CR 400.2).
func TestH535ChoosePermanent(t *testing.T) {
	call := instant(t, "Homeward Call", "{U}", nil,
		ability.Effect{Op: ability.OpBounce, Subject: ability.SubjectChosen, Group: ability.Group{Types: ability.Creature}})
	c1 := creature(t, "Home Crab", "{U}", 0, 2, 0, "Crab")
	c2 := creature(t, "Home Eel", "{1}{U}", 2, 1, 0, "Fish")
	ds := h535Defs{call, c1, c2}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Island, 1)
	h := hand(t, g, 0, call)
	bf(t, g, 0, c1)
	e := bf(t, g, 0, c2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	h535Answer(t, gs, ds, game.DecideChoosePermanent, chooseObj(0, e))
	require.Equal(t, zone.Hand, zoneOf(t, g, e))
	require.Equal(t, []string{"Home Eel"}, h535Names(g.View(1).Players[0].KnownHand))
}

// h535Deck is n copies of each of ds.
func h535Deck(n int, ds ...*card.Definition) []*card.Definition {
	var out []*card.Definition
	for i := 0; i < n; i++ {
		out = append(out, ds...)
	}
	return out
}

// 19. The opening of a game with decks of cards of one's own: the player
// the seed picks chooses who starts (CR 103.2), each player draws seven
// and may mulligan (CR 103.4): Alice mulligans once, then looks at her
// top card and puts it on the bottom. The copies are alike at each of
// these decisions, every Determinize keeps its viewer's view (each
// player's hand is theirs alone, CR 402.3), and after the opening Bob
// knows nothing of Alice's hand or library.
func TestH535OpeningDecisions(t *testing.T) {
	ox := creature(t, "Opening Ox", "{1}{W}", 2, 2, 0, "Ox")
	rune := sorcery(t, "Opening Rune", "{U}", nil, draw1...)
	ds := h535Defs{ox, rune}
	deck := h535Deck(10, ox, rune, card.Plains, card.Island)
	g, err := game.New(game.Config{Seed: 5, Players: []game.PlayerConfig{{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck}}})
	require.NoError(t, err)
	gs := h535Copies(t, g, ds)
	mull := 0
	ks := h535Until(t, gs, ds, func(g *game.Game) bool { return !g.InOpening() },
		func(g *game.Game, d game.Decision) (game.Action, bool) {
			switch d.Kind {
			case game.DecideStartingPlayer:
				return choose(d.Player, 0), true
			case game.DecideMulligan:
				if d.Player == 0 && mull == 0 {
					mull++
					return choose(0, 1), true
				}
				return choose(d.Player, 0), true
			case game.DecideBottom:
				require.Len(t, g.View(d.Player).LibraryTop, 1, "CR 103.4: the top card is looked at")
				require.Empty(t, g.View(1-d.Player).LibraryTop)
				return choose(d.Player, 1), true
			}
			return game.Action{}, false
		})
	for _, k := range []game.DecisionKind{game.DecideStartingPlayer, game.DecideMulligan} {
		require.True(t, h535Has(ks, k), "%v missing from %v", k, ks)
	}
	require.Equal(t, 1, g.Mulligans(0))
	require.Empty(t, g.View(1).Players[0].KnownHand)
	require.Empty(t, g.View(1).Players[0].KnownLibrary)
	h535Probe(t, g, ds)
}

// h535TwoHG is a Two-Headed Giant game with libraries: Alice and Bob
// against Carol and Dave.
func h535TwoHG(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Seed: 3, Rules: game.Rules{Variant: game.TwoHeadedGiant},
		Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}, {Name: "Dave"}}})
	require.NoError(t, err)
	libs(t, g, 6)
	return g
}

// 20. Two-Headed Giant: Alice's Pressing Doubt ("Target player discards
// a card") targets Carol. Dave, Carol's teammate, may review her hand
// (CR 810.5), Alice and Bob may not; the discard is Carol's own choice:
// teammates can't manipulate each other's cards (CR 810.5), so Dave's
// answer is refused and changes nothing. Dave's Determinize keeps
// Carol's hand as it is (a teammate's hand isn't dealt again); Alice's
// deals it again from Carol's hidden cards.
func TestH535TwoHGTeammateHand(t *testing.T) {
	doubt := sorcery(t, "Pressing Doubt", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)})
	gem := creature(t, "Carol's Gem Golem", "{3}", 3, 3, 0, "Golem")
	shard := creature(t, "Carol's Shard", "{1}", 1, 1, 0, "Golem")
	ds := h535Defs{doubt, gem, shard}
	g := h535TwoHG(t)
	lands(t, g, 0, card.Swamp, 1)
	h := hand(t, g, 0, doubt)
	gm := hand(t, g, 2, gem)
	sh := hand(t, g, 2, shard)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, g.View(0).Players[2].Hand)
	require.Equal(t, []string{"Carol's Gem Golem", "Carol's Shard"}, h535Names(g.View(3).Players[2].Hand), "CR 810.5")
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(2)))
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideDiscard {
			require.Equal(t, game.PlayerID(2), d.Player)
			f := g.Fingerprint()
			c := g.Clone()
			require.Error(t, c.Apply(game.Action{Kind: game.ActDiscard, Player: 3, Object: gm}), "CR 810.5: Dave can't discard Carol's card")
			require.Equal(t, f, c.Fingerprint())
			x := g.Determinize(3, 4)
			require.ElementsMatch(t, []game.ObjectID{gm, sh}, x.Zone(2, zone.Hand), "Dave's Determinize keeps his teammate's hand")
			return game.Action{Kind: game.ActDiscard, Player: 2, Object: sh}, true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideDiscard), "%v", ks)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, sh))
	require.Equal(t, []string{"Carol's Gem Golem"}, h535Names(g.View(3).Players[2].Hand))
	require.Empty(t, g.View(1).Players[2].KnownHand)
}

// 21. Two-Headed Giant combat: Alice's Raider of the Pass, "Whenever
// Raider of the Pass attacks, defending player loses 1 life," attacks
// Carol. Alice chooses which defending player the trigger means (CR
// 810.7b) and, unblocked, which defending player is dealt its combat
// damage (CR 810.7f). The copies are alike at every decision; the team
// life total drops by 1 and 3 (CR 810.9).
func TestH535TwoHGDefendingChoices(t *testing.T) {
	raider := def(t, card.Definition{Name: "Raider of the Pass", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Subtypes: []string{"Human"}, Power: C(3), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.Attacks, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	ds := h535Defs{raider}
	g := h535TwoHG(t)
	r := bf(t, g, 0, raider)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	ks := h535Until(t, gs, ds, func(g *game.Game) bool { return g.Step() == game.Main2 },
		func(g *game.Game, d game.Decision) (game.Action, bool) {
			switch d.Kind {
			case game.DecideAttackers:
				return game.Action{Kind: game.ActDeclareAttackers, Player: d.Player, Attackers: []game.Attack{{Attacker: r, Player: 2}}}, true
			case game.DecideDefendingPlayer:
				return choose(0, 3), true
			case game.DecideCombatDamagePlayer:
				return choose(d.Player, 3), true
			}
			return game.Action{}, false
		})
	for _, k := range []game.DecisionKind{game.DecideDefendingPlayer, game.DecideCombatDamagePlayer} {
		require.True(t, h535Has(ks, k), "%v missing from %v", k, ks)
	}
	require.Equal(t, 26, g.Life(2))
	require.Equal(t, 26, g.Life(3))
}

// ---------------------------------------------------------------------
// Part 3. Decisions with mana, copies and "unless"

// 22. Tithe Lantern again ("{T}: You may pay {1}. If you do, draw a
// card"): while Alice decides whether to pay, she activates a mana
// ability (CR 608.2f, 605.3a) and the decision stays pending with {W} in
// her pool. A save, a load and a clone at that point keep the mana; all
// continue alike, she pays and draws, and the pool is empty.
func TestH535FloatingManaMidDecision(t *testing.T) {
	lantern := def(t, card.Definition{Name: "Tithe Lantern", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true, PayMana: cost("{1}")}}}}})
	ds := h535Defs{lantern}
	g := h535Game(t, 2)
	pm := bf(t, g, 0, card.Plains)
	l := bf(t, g, 0, lantern)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivate, Player: 0, Object: l})
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Pending().Kind == game.DecideYesNo }, nil)
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivateMana, Player: 0, Object: pm})
	require.Equal(t, game.DecideYesNo, g.Pending().Kind, "the decision stays pending")
	require.Equal(t, 1, g.Pool(0).Total())
	gs = h535Probe(t, g, ds)
	h535Step(t, gs, ds, choose(0, 1))
	h535Until(t, gs, ds, h535Empty, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Zero(t, g.Pool(0).Total())
}

// 23. Echo Smith: {2}{R} 2/3, "Whenever you activate an ability of an
// artifact, you may pay {R}. If you do, copy that ability. You may
// choose new targets for the copy." Spark Rod: "{1}, {T}: Spark Rod deals
// 1 damage to target creature or player." Alice targets Bob, pays for
// the copy and points it at Carol (CR 706.10, 706.10c); the copies are
// alike at the payment and the copy's targets.
func TestH535CopyTargets(t *testing.T) {
	smith := def(t, card.Definition{Name: "Echo Smith", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Subtypes: []string{"Human"}, Power: C(2), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.YouActivateArtifactAbility,
			Effects: []ability.Effect{{Op: ability.OpCopyAbility, Optional: true, PayMana: cost("{R}")}}}}})
	rod := def(t, card.Definition{Name: "Spark Rod", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	ds := h535Defs{smith, rod}
	g := h535Game(t, 3)
	lands(t, g, 0, card.Mountain, 2)
	bf(t, g, 0, smith)
	r := bf(t, g, 0, rod)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivate, Player: 0, Object: r}.WithTargets(pl(1)))
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		switch d.Kind {
		case game.DecideYesNo:
			return choose(0, 1), true
		case game.DecideCopyTargets:
			return game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets(pl(2)), true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideCopyTargets), "%v", ks)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 19, g.Life(2))
}

// 24. Echoing Archive: {3}{U}{U} sorcery, "Exile the top three cards of
// your library. Choose an instant or sorcery card exiled this way and
// copy it twice. You may cast the copies without paying their mana
// costs." (CR 706.12). Alice chooses the Spark
// Note exiled (a choice among exiled, public cards), casts the first
// copy at Bob and declines the second; the copies are alike at each
// decision.
func TestH535CastCopies(t *testing.T) {
	archive := sorcery(t, "Echoing Archive", "{3}{U}{U}", nil,
		ability.Effect{Op: ability.OpExileTop, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(2), Filter: ability.Filter{Types: ability.Instant | ability.Sorcery}})
	note := instant(t, "Spark Note", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	ds := h535Defs{archive, note}
	g := newGame(t, 2)
	put(t, g, 0, zone.Library, note)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 5)
	h := hand(t, g, 0, archive)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	casts := 0
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideCastCopy {
			casts++
			if casts == 1 {
				for _, a := range g.LegalActions(nil) {
					if a.Kind == game.ActCast && len(a.TargetList()) > 0 && a.TargetList()[0] == pl(1) {
						return a, true
					}
				}
			}
			return choose(0, 0), true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideCastCopy), "%v", ks)
	require.Equal(t, 2, casts)
	require.Equal(t, 18, g.Life(1))
}

// 25. Mirror Mimic: {3}{U} 0/0 Shapeshifter, "You may have Mirror Mimic
// enter the battlefield as a copy of a creature you control." (CR 706.2,
// 614.1c). The choice is asked as the spell resolves: the copies are
// alike at it; it enters as a copy of Alice's 3/3.
func TestH535ChooseCopy(t *testing.T) {
	mimic := def(t, card.Definition{Name: "Mirror Mimic", ManaCost: cost("{3}{U}"), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0),
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}, AsEnters: ability.ChooseCopy})
	ogre := creature(t, "Model Ogre", "{2}{R}", 3, 3, 0, "Ogre")
	ds := h535Defs{mimic, ogre}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Island, 4)
	h := hand(t, g, 0, mimic)
	o := bf(t, g, 0, ogre)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	h535Answer(t, gs, ds, game.DecideChooseCard, chooseObj(0, o))
	n := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		if oi := info(t, g, id); len(oi.Subtypes) == 1 && oi.Subtypes[0] == "Ogre" {
			n++
			require.Equal(t, [2]int{3, 3}, pt(t, g, id))
		}
	}
	require.Equal(t, 2, n)
}

// 26. Skittish Familiar: {U} 2/2, "When Skittish Familiar enters the
// battlefield, sacrifice it unless you return another creature you
// control to its owner's hand." (CR 608.2c). Alice returns her other
// creature; the copies are alike at the choice; Bob then knows the card
// in Alice's hand (CR 400.2).
func TestH535UnlessReturn(t *testing.T) {
	fam := def(t, card.Definition{Name: "Skittish Familiar", ManaCost: cost("{U}"), Types: ability.Creature,
		Subtypes: []string{"Faerie"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{
			{Op: ability.OpUnless, Who: ability.WhoYou, Unless: ability.UnlessReturn, Group: ability.Group{Types: ability.Creature, Other: true}},
			{Op: ability.OpSacrifice, Subject: ability.SubjectSelf, IfDeclined: true}}}}})
	crab := creature(t, "Tide Crab", "{U}", 0, 3, 0, "Crab")
	ds := h535Defs{fam, crab}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Island, 1)
	h := hand(t, g, 0, fam)
	c := bf(t, g, 0, crab)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	h535Answer(t, gs, ds, game.DecideUnless, chooseObj(0, c))
	require.Equal(t, zone.Hand, zoneOf(t, g, c))
	require.NotZero(t, find(t, g, 0, fam))
	require.Equal(t, []string{"Tide Crab"}, h535Names(g.View(1).Players[0].KnownHand))
}

// ---------------------------------------------------------------------
// Part 4. State a save must carry: passes, turn history, delayed triggers

// 27. Alice casts a creature spell and says to pass for the rest of the
// step (an action, logged; the engine passes for her until the step ends
// or an opponent puts something on the stack). A save, a load and a
// clone taken while Bob holds priority keep her pass: when the spell
// resolves, Alice receives priority (CR 116.3b) and is passed for at
// once in each copy (CR 116.3d), and the copies stay alike until the end
// step.
func TestH535PassRestOfStepSaved(t *testing.T) {
	ox := creature(t, "Pass Ox", "{1}{W}", 2, 2, 0, "Ox")
	ds := h535Defs{ox}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	h := hand(t, g, 0, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	h535Step(t, gs, ds, game.Action{Kind: game.ActPass, Player: 0, Choice: game.PassRestOfStep})
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	gs = h535Probe(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActPass, Player: 1})
	require.Zero(t, g.StackLen())
	require.Equal(t, game.Main1, g.Step())
	require.NotEqual(t, game.PlayerID(0), g.Pending().Player, "Alice passes for the rest of the step")
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Step() == game.End }, nil)
}

// 28. Hour Bell: {1} artifact, "{T}: You gain 1 life. Activate this
// ability only once each turn." and Second Thought: {U} instant, "Cast
// this spell only if you've cast another spell this turn. Draw a card."
// After the bell is used and a spell is cast, the save, the load and the
// clone agree that the bell can't be activated again (CR 602.5b) and
// that Second Thought may be cast (CR 601.3); in the next turn they agree
// again, the other way round.
func TestH535TurnHistorySaved(t *testing.T) {
	bell := def(t, card.Definition{Name: "Hour Bell", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, OncePerTurn: true, Effects: gain(1)}}})
	second := def(t, card.Definition{Name: "Second Thought", ManaCost: cost("{U}"), Types: ability.Instant,
		CastOnlyIf: ability.If(ability.YouCastAnotherSpellThisTurn), Spell: ability.Spell{Effects: draw1}})
	first := instant(t, "First Thought", "{U}", nil, gain(1)...)
	ds := h535Defs{bell, second, first}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Island, 4)
	b := bf(t, g, 0, bell)
	f := hand(t, g, 0, first)
	s := hand(t, g, 0, second)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	require.Empty(t, h504Listed(g, b)[1:], "listed once")
	h535Step(t, gs, ds, game.Action{Kind: game.ActActivate, Player: 0, Object: b})
	h535Until(t, gs, ds, h535Empty, nil)
	require.False(t, offered(g, s))
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: f})
	h535Until(t, gs, ds, h535Empty, nil)
	gs = h535Probe(t, g, ds)
	for _, x := range gs {
		require.Empty(t, h504Listed(x, b), "CR 602.5b: only once each turn")
		require.True(t, offered(x, s), "CR 601.3: another spell was cast this turn")
	}
	h535Until(t, gs, ds, func(g *game.Game) bool {
		return g.Turn() == 4 && g.Step() == game.Main1 && g.Pending().Kind == game.DecidePriority
	}, nil)
	for _, x := range gs {
		require.Len(t, h504Listed(x, b), 1, "a new turn")
		require.False(t, offered(x, s), "no spell cast this turn yet")
	}
}

// 29. Grave Echo: {2}{B} 2/2 Spirit, "When Grave Echo dies, return it to
// the battlefield tapped under its owner's control at the beginning of
// its owner's next upkeep." (CR 603.7). Saved, loaded and cloned while
// the delayed trigger waits, on Bob's turn: all three return it in
// Alice's upkeep.
func TestH535DelayedTriggerSaved(t *testing.T) {
	echo := def(t, card.Definition{Name: "Grave Echo", ManaCost: cost("{2}{B}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
			{Event: ability.AtOwnersNextUpkeep, Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}}}})
	doom := instant(t, "Quick Doom", "{B}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDestroy, Target: 0})
	ds := h535Defs{echo, doom}
	g := h535Game(t, 2)
	lands(t, g, 1, card.Swamp, 1)
	e := bf(t, g, 0, echo)
	d := hand(t, g, 1, doom)
	require.NoError(t, g.Start(3, 1, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 1, Object: d}.WithTargets(obj(e)))
	h535Until(t, gs, ds, h535Empty, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, e))
	require.Len(t, g.View(0).Delayed, 1)
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.ActivePlayer() == 0 && g.Step() == game.Main1 }, nil)
	for _, x := range gs {
		n := find(t, x, 0, echo)
		require.NotZero(t, n, "returned in Alice's upkeep")
		require.True(t, info(t, x, n).Tapped)
	}
}

// ---------------------------------------------------------------------
// Part 5. What players know of libraries and hands

// h535KnownLib lists v's known cards of p's library as "name@position".
func h535KnownLib(g *game.Game, v, p game.PlayerID) []string {
	var out []string
	for _, o := range g.View(v).Players[p].KnownLibrary {
		out = append(out, o.Name+"@"+strconv.Itoa(o.Position))
	}
	return out
}

// 30. Fickle Scatter: {1}{B} sorcery, "Target player discards a card at
// random. Flip a coin; if you lose the flip, you lose 2 life." Random
// results come from the game's own random source (CR 701.8c, 705): the
// save, the load and the clone made with the spell on the stack discard
// the same card and flip the same result.
func TestH535RandomnessSaved(t *testing.T) {
	scatter := sorcery(t, "Fickle Scatter", "{1}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpFlipCoin},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2), IfLoseFlip: true})
	a := creature(t, "Scatter A", "{1}", 1, 1, 0, "Human")
	b := creature(t, "Scatter B", "{2}", 2, 2, 0, "Human")
	c := creature(t, "Scatter C", "{3}", 3, 3, 0, "Human")
	ds := h535Defs{scatter, a, b, c}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	h := hand(t, g, 0, scatter)
	for _, d := range []*card.Definition{a, b, c} {
		hand(t, g, 1, d)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(1)))
	gs = h535Probe(t, g, ds)
	h535Until(t, gs, ds, h535Empty, nil)
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
	for _, x := range gs {
		require.Equal(t, info(t, g, g.Zone(1, zone.Graveyard)[0]).Card, info(t, x, x.Zone(1, zone.Graveyard)[0]).Card)
		require.Equal(t, g.Life(0), x.Life(0))
	}
}

// 31. Second Tide: {2}{U} sorcery, "Target player shuffles their hand
// and graveyard into their library." Alice's graveyard cards were public
// (CR 404.2): after the shuffle Bob knows they are in her library, not
// where (CR 701.18a); the cards of her hand stay unknown to him. His
// Determinize keeps her library's known cards, and the copies agree.
func TestH535ShuffleKeepsKnownCards(t *testing.T) {
	tide := sorcery(t, "Second Tide", "{2}{U}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpShuffleHandAndGraveyard, Who: ability.WhoTarget, Target: 0})
	dead := creature(t, "Drowned Sailor", "{1}{U}", 1, 2, 0, "Zombie")
	held := creature(t, "Held Secret", "{2}{U}", 2, 3, 0, "Human")
	ds := h535Defs{tide, dead, held}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Island, 3)
	h := hand(t, g, 0, tide)
	put(t, g, 0, zone.Graveyard, dead)
	hand(t, g, 0, held)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(pl(0)))
	h535Until(t, gs, ds, h535Empty, nil)
	require.Zero(t, g.ZoneLen(0, zone.Graveyard)-1, "only the sorcery is in the graveyard")
	require.Equal(t, []string{"Drowned Sailor@0"}, h535KnownLib(g, 1, 0), "CR 701.18a: known, without a place")
	require.NotContains(t, h535View(t, g, 1), "Held Secret")
	h535Probe(t, g, ds)
}

// 32. Burial at Sea: {1}{U} instant, "Put target creature into its
// owner's library third from the top." Everyone sees where it goes
// (CR 401.4 is about several cards; a card put at a stated place is
// seen going there). Bob then draws a card with Quick Study ({U}: draw
// a card): the card drawn was the top card, above it, so Alice still
// knows where the creature is, second from the top; after two more
// draws Bob has drawn it, and Alice knows it is in his hand.
func TestH535KnownPlaceThroughDraws(t *testing.T) {
	burial := instant(t, "Burial at Sea", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutIntoLibrary, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(3)})
	study := instant(t, "Quick Study", "{U}", nil, draw1...)
	whale := creature(t, "Sunk Whale", "{4}{U}", 5, 5, 0, "Whale")
	ds := h535Defs{burial, study, whale}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Island, 3)
	h := hand(t, g, 0, burial)
	w := bf(t, g, 1, whale)
	var qs []game.ObjectID
	for i := 0; i < 3; i++ {
		qs = append(qs, hand(t, g, 1, study))
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h}.WithTargets(obj(w)))
	h535Until(t, gs, ds, h535Empty, nil)
	require.Equal(t, []string{"Sunk Whale@3"}, h535KnownLib(g, 0, 1))
	for i, want := range []string{"Sunk Whale@2", "Sunk Whale@1"} {
		h535Step(t, gs, ds, game.Action{Kind: game.ActPass, Player: 0})
		h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 1, Object: qs[i]})
		h535Until(t, gs, ds, h535Empty, nil)
		require.Equal(t, []string{want}, h535KnownLib(g, 0, 1), "draw %d", i+1)
	}
	h535Step(t, gs, ds, game.Action{Kind: game.ActPass, Player: 0})
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 1, Object: qs[2]})
	h535Until(t, gs, ds, h535Empty, nil)
	require.Empty(t, h535KnownLib(g, 0, 1))
	require.Equal(t, []string{"Sunk Whale"}, h535Names(g.View(0).Players[1].KnownHand), "drawn from a known place")
}

// 33. The opening of a free-for-all game of three (StartingSeat 1:
// Alice starts). Alice takes one mulligan: in a multiplayer game the
// first is free, a new hand of seven (CR 103.4c), so she isn't offered
// the top card. Bob takes two: six cards, and after everyone kept he
// looks at his top card and may put it on the bottom (CR 103.4). The
// declarations come in turn order from the starting player (CR 103.4),
// and each decision saves, loads and clones alike.
func TestH535MultiplayerMulligans(t *testing.T) {
	ox := creature(t, "Opening Ox", "{1}{W}", 2, 2, 0, "Ox")
	ds := h535Defs{ox}
	deck := h535Deck(10, ox, card.Plains, card.Island)
	g, err := game.New(game.Config{Seed: 9, StartingSeat: 1, Players: []game.PlayerConfig{
		{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck}, {Name: "Carol", Deck: deck}}})
	require.NoError(t, err)
	gs := h535Copies(t, g, ds)
	var order []game.PlayerID
	var bottoms []game.PlayerID
	mulls := map[game.PlayerID]int{}
	h535Until(t, gs, ds, func(g *game.Game) bool { return !g.InOpening() },
		func(g *game.Game, d game.Decision) (game.Action, bool) {
			switch d.Kind {
			case game.DecideMulligan:
				order = append(order, d.Player)
				want := map[game.PlayerID]int{0: 1, 1: 2}[d.Player]
				if mulls[d.Player] < want {
					mulls[d.Player]++
					return choose(d.Player, 1), true
				}
				return choose(d.Player, 0), true
			case game.DecideBottom:
				bottoms = append(bottoms, d.Player)
				return choose(d.Player, 0), true
			}
			return game.Action{}, false
		})
	require.Equal(t, []game.PlayerID{0, 1, 2, 0, 1, 1}, order, "CR 103.4: in turn order, those still deciding")
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand), "CR 103.4c: the first mulligan is free")
	require.Equal(t, 6, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 7, g.ZoneLen(2, zone.Hand))
	require.Equal(t, []game.PlayerID{1}, bottoms, "CR 103.4: only a player with fewer cards than the starting hand")
}

// 34. The opening of Two-Headed Giant: the starting team's players
// declare first, then the other team's (CR 103.4d); a player may take a
// mulligan after the teammate kept. Carol, of the second team, takes a
// free mulligan (CR 103.4c) and keeps seven. Each decision saves, loads
// and clones alike, and the teammates see each other's hands
// (CR 810.5) throughout.
func TestH535TwoHGMulligans(t *testing.T) {
	ox := creature(t, "Opening Ox", "{1}{W}", 2, 2, 0, "Ox")
	ds := h535Defs{ox}
	deck := h535Deck(10, ox, card.Plains, card.Island)
	g, err := game.New(game.Config{Seed: 4, StartingSeat: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant},
		Players: []game.PlayerConfig{{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck}, {Name: "Carol", Deck: deck}, {Name: "Dave", Deck: deck}}})
	require.NoError(t, err)
	gs := h535Copies(t, g, ds)
	var order []game.PlayerID
	done := false
	h535Until(t, gs, ds, func(g *game.Game) bool { return !g.InOpening() },
		func(g *game.Game, d game.Decision) (game.Action, bool) {
			for p := 0; p < 4; p++ {
				mate := game.PlayerID(p ^ 1)
				require.Equal(t, g.ZoneLen(mate, zone.Hand), len(g.View(game.PlayerID(p)).Players[mate].Hand), "CR 810.5")
			}
			if d.Kind == game.DecideMulligan {
				order = append(order, d.Player)
				if d.Player == 2 && !done {
					done = true
					return choose(2, 1), true
				}
				return choose(d.Player, 0), true
			}
			return game.Action{}, false
		})
	require.Equal(t, []game.PlayerID{0, 1, 2, 3, 2}, order, "CR 103.4d")
	require.Equal(t, 7, g.ZoneLen(2, zone.Hand), "CR 103.4c")
}

// 35. Omen Tutor: {U} instant, "Search your library for a creature card
// and reveal that card. Shuffle your library, then put the card on top
// of it." The card is shuffled out and put on top after the shuffle
// (CR 701.18, 701.14a): everyone knows it is the top card; Alice's
// Quick Study then draws it, and Bob, who knew where it was, knows it is
// in her hand. The hidden twin, Silent Tutor (no reveal), tells Bob
// nothing: only Alice knows her top card. At every decision the copies
// are alike, and each viewer's Determinize keeps what they know.
func TestH535TutorToTop(t *testing.T) {
	for _, reveal := range []bool{true, false} {
		name := "Silent Tutor"
		if reveal {
			name = "Omen Tutor"
		}
		tutor := instant(t, name, "{U}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
			Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoLibraryTop, Reveal: reveal})
		study := instant(t, "Quick Study", "{U}", nil, draw1...)
		owl := creature(t, "Omen Owl", "{2}{U}", 2, 2, ability.Flying, "Bird")
		ds := h535Defs{tutor, study, owl}
		g := newGame(t, 2)
		libs(t, g, 3)
		put(t, g, 0, zone.Library, owl)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 2)
		tu := hand(t, g, 0, tutor)
		st := hand(t, g, 0, study)
		require.NoError(t, g.Start(2, 0, game.Main1))
		gs := h535Copies(t, g, ds)
		h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: tu})
		h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
			if d.Kind == game.DecideSearch {
				for _, id := range choices(g) {
					if id != 0 && info(t, g, id).Card == owl {
						return chooseObj(0, id), true
					}
				}
			}
			return game.Action{}, false
		})
		top := g.Zone(0, zone.Library)[0]
		require.Equal(t, owl, info(t, g, top).Card, "CR 701.18: on top, after the shuffle")
		require.Equal(t, []string{"Omen Owl@1"}, h535KnownLib(g, 0, 0), "Alice knows her top card")
		if reveal {
			require.Equal(t, []string{"Omen Owl@1"}, h535KnownLib(g, 1, 0), "revealed: Bob knows it too")
		} else {
			require.Empty(t, h535KnownLib(g, 1, 0))
		}
		x := g.Determinize(0, 3)
		require.Equal(t, owl, info(t, x, x.Zone(0, zone.Library)[0]).Card, "Alice's Determinize keeps her top card")
		h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: st})
		h535Until(t, gs, ds, h535Empty, nil)
		if reveal {
			require.Equal(t, []string{"Omen Owl"}, h535Names(g.View(1).Players[0].KnownHand), "drawn from a known place")
		} else {
			require.Empty(t, g.View(1).Players[0].KnownHand)
		}
	}
}

// h535Refused applies each of as to a clone of g: each must be refused,
// leaving the clone's fingerprint, events and every view as g's.
func h535Refused(t *testing.T, g *game.Game, as ...game.Action) {
	t.Helper()
	for i, a := range as {
		c := g.Clone()
		err := c.Apply(a)
		require.Error(t, err, "bad action %d (%v) accepted", i, a.Kind)
		require.Equal(t, g.Fingerprint(), c.Fingerprint(), "bad action %d: %v", i, err)
		require.Equal(t, len(g.Events()), len(c.Events()), "bad action %d made events: %v", i, err)
		for _, p := range h535Viewers(g) {
			require.Equal(t, h535View(t, g, p), h535View(t, c, p), "bad action %d changed the view of %d", i, p)
		}
	}
}

// 36. Refusals that fail late. At priority: a convoke spell paid with an
// opponent's creature (CR 702.50a: creatures you control), an X spell
// with X larger than the mana (CR 601.2f-h), a sorcery with a spell on
// the stack (CR 307.1), a second land (CR 305.2), a spell with one
// target too many (CR 601.2c); at the attackers, a summoning-sick creature among a legal
// one (CR 302.6, 508.1a); at the blockers, a tapped blocker or a second
// block by one creature (CR 509.1a). Each is refused and changes nothing
// at all: fingerprint, events and views (the engine takes an action
// completely or not at all).
func TestH535LateRefusals(t *testing.T) {
	call := def(t, card.Definition{Name: "Gathered Call", ManaCost: cost("{3}{W}"), Types: ability.Sorcery, Keywords: ability.Convoke,
		Spell: ability.Spell{Effects: gain(4)}})
	fire := sorcery(t, "X Flare", "{X}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.X})
	flash := instant(t, "Flash Ember", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	bear := creature(t, "Line Bear", "{1}{G}", 2, 2, 0, "Bear")
	cub := creature(t, "Line Cub", "{G}", 1, 1, 0, "Bear")
	ds := h535Defs{call, fire, flash, bear, cub}
	g := h535Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Plains, 1)
	c := hand(t, g, 0, call)
	f := hand(t, g, 0, fire)
	fl := hand(t, g, 0, flash)
	ld := hand(t, g, 0, card.Forest)
	ld2 := hand(t, g, 0, card.Forest)
	mine := bf(t, g, 0, bear)
	theirs := bf(t, g, 1, bear)
	tapped := bf(t, g, 1, cub)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.PlayLand(0, ld))
	cast := func(id game.ObjectID, x int, conv []game.ObjectID, ts ...game.Target) game.Action {
		return game.Action{Kind: game.ActCast, Player: 0, Object: id, X: x, Convoke: conv}.WithTargets(ts...)
	}
	h535Refused(t, g,
		cast(c, 0, []game.ObjectID{mine, theirs}),
		cast(f, 4, nil, pl(1)),
		cast(fl, 0, nil, pl(1), pl(0)),
		game.Action{Kind: game.ActPlayLand, Player: 0, Object: ld2},
	)
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, cast(fl, 0, nil, obj(tapped)))
	h535Refused(t, g, cast(f, 1, nil, pl(1)))
	h535Until(t, gs, ds, h535Empty, nil)
	require.True(t, gone(g, tapped))

	g = h535Game(t, 2)
	atk := bf(t, g, 0, bear)
	sick := bf(t, g, 0, cub, game.PutOptions{Sick: true})
	b1 := bf(t, g, 1, bear)
	b2 := bf(t, g, 1, cub)
	b3 := bf(t, g, 1, cub, game.PutOptions{Tapped: true})
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs = h535Copies(t, g, ds)
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Pending().Kind == game.DecideAttackers }, nil)
	h535Refused(t, g,
		game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: atk, Player: 1}, {Attacker: 999, Player: 1}}},
		game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: atk, Player: 1}, {Attacker: atk, Player: 1}}},
		game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: atk, Player: 0}}},
		game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: b1, Player: 1}}},
		game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: atk, Player: 1}, {Attacker: sick, Player: 1}}},
	)
	h535Step(t, gs, ds, game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: atk, Player: 1}}})
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Pending().Kind == game.DecideBlockers }, nil)
	h535Refused(t, g,
		game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: b1, Attacker: atk}, {Blocker: b1, Attacker: atk}}},
		game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: b2, Attacker: b1}}},
		game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: atk, Attacker: atk}}},
		game.Action{Kind: game.ActDeclareBlockers, Player: 0, Blockers: []game.Block{{Blocker: b2, Attacker: atk}}},
		game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: b1, Attacker: atk}, {Blocker: b3, Attacker: atk}}},
	)
	h535Step(t, gs, ds, game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: b1, Attacker: atk}, {Blocker: b2, Attacker: atk}}})
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind)
	h535Refused(t, g,
		chooseObj(0, atk),
		chooseObj(0, 999),
		chooseObj(1, b1),
	)
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Step() == game.Main2 }, nil)
}

// 37. Riddling Sprite again: while Bob guesses, Alice's Determinize
// keeps the card she chose in secret (it is hers to know): Bob guesses
// wrong in that copy and she is offered to cast that very card
// (CR 107.3b: without paying its mana cost). Tidal Sorting again: while
// Bob answers, Alice's Determinize keeps her own answers (top, for both
// her creatures), so they end on top of her library in that copy.
func TestH535DeterminizeKeepsOwnSecrets(t *testing.T) {
	sprite := def(t, card.Definition{Name: "Riddling Sprite", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Subtypes: []string{"Faerie"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer, Effects: []ability.Effect{{
			Op: ability.OpChooseAndGuess, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	small := creature(t, "Small Riddle", "{W}", 1, 1, 0, "Human")
	big := creature(t, "Big Riddle", "{4}{W}{W}", 6, 6, 0, "Giant")
	mid := creature(t, "Mid Riddle", "{2}{W}{W}", 4, 4, 0, "Giant")
	g := h535Game(t, 2)
	sp := bf(t, g, 0, sprite)
	hand(t, g, 0, small)
	hand(t, g, 0, mid)
	bg := hand(t, g, 0, big)
	require.NoError(t, g.Start(2, 0, game.Main1))
	for i := 0; i < 40 && g.Pending().Kind != game.DecideGuess; i++ {
		switch d := g.Pending(); d.Kind {
		case game.DecideAttackers:
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: sp, Player: 1}}}))
		case game.DecideHiddenCard:
			require.NoError(t, g.Apply(chooseObj(0, bg)))
		default:
			idleAnswer(t, g, d, "riddle")
		}
	}
	require.Equal(t, game.DecideGuess, g.Pending().Kind)
	for seed := uint64(1); seed <= 6; seed++ {
		x := g.Determinize(0, seed)
		require.NoError(t, x.Apply(choose(1, 0)))
		require.Equal(t, game.DecideCastFree, x.Pending().Kind, x.Prompt(game.English))
		var offeredCards []string
		for _, a := range x.LegalActions(nil) {
			if a.Kind == game.ActCast {
				offeredCards = append(offeredCards, info(t, x, a.Object).Card.Name)
			}
		}
		require.Equal(t, []string{"Big Riddle"}, offeredCards, "seed %d: the card Alice chose", seed)
	}

	sorting := instant(t, "Tidal Sorting", "{2}{U}", nil,
		ability.Effect{Op: ability.OpTopOrBottom, Group: ability.Group{Types: ability.Creature}})
	a1 := creature(t, "Shore Crab", "{U}", 0, 2, 0, "Crab")
	a2 := creature(t, "Reef Eel", "{1}{U}", 2, 1, 0, "Fish")
	b1 := creature(t, "Dune Rat", "{B}", 1, 1, 0, "Rat")
	g = h535Game(t, 2)
	lands(t, g, 0, card.Island, 3)
	h := hand(t, g, 0, sorting)
	bf(t, g, 0, a1)
	bf(t, g, 0, a2)
	bf(t, g, 1, b1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	for i := 0; i < 20 && !(g.Pending().Kind == game.DecideTopOrBottom && g.Pending().Player == 1); i++ {
		d := g.Pending()
		if d.Kind == game.DecideTopOrBottom {
			for _, a := range g.LegalActions(nil) {
				if a.Choice == 0 {
					require.NoError(t, g.Apply(a))
					break
				}
			}
			continue
		}
		idleAnswer(t, g, d, "sorting")
	}
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	for seed := uint64(1); seed <= 6; seed++ {
		x := g.Determinize(0, seed)
		resolve(t, x, func(d game.Decision) game.Action { return x.LegalActions(nil)[0] })
		var top2 []string
		for _, id := range x.Zone(0, zone.Library)[:2] {
			top2 = append(top2, info(t, x, id).Card.Name)
		}
		require.ElementsMatch(t, []string{"Shore Crab", "Reef Eel"}, top2, "seed %d: Alice's own answers kept", seed)
	}
}

// 38. Clan Caller: {2}{G} sorcery, "Search your library for an
// artifact card, put it onto the battlefield, then shuffle." It finds
// Standard of the Clan, an artifact that chooses a creature type as it
// enters (CR 614.12, 614.1c): the choice is asked while the search's
// card is entering. Saves, loads, clones and Determinize at the search
// and at that choice are alike; Bob sees the card only once it is found
// (CR 400.2: the battlefield is public), and the creature type ends
// chosen in each copy. (The same search for an enchantment card is
// refused by Check, clearly: an Aura found so would need a choice of
// what it enchants, CR 303.4f.)
func TestH535EnteringChoiceFromSearch(t *testing.T) {
	refused := card.Define(card.Definition{Name: "Clan Caller", ManaCost: cost("{2}{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Amount: ability.N(1),
			Filter: ability.Filter{Types: ability.Enchantment}, Into: ability.IntoBattlefield}}}})
	require.ErrorContains(t, refused.Check(), "CR 303.4f", "an enchantment search onto the battlefield is refused, clearly")
	banner := def(t, card.Definition{Name: "Standard of the Clan", ManaCost: cost("{2}"), Types: ability.Artifact,
		AsEnters: ability.ChooseCreatureType,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, ChosenSubtype: true},
			Power: 1, Toughness: 1}}})
	caller := sorcery(t, "Clan Caller", "{2}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Artifact}, Into: ability.IntoBattlefield})
	ds := h535Defs{banner, caller}
	g := newGame(t, 2)
	libs(t, g, 2)
	put(t, g, 0, zone.Library, banner)
	libs(t, g, 2)
	lands(t, g, 0, card.Forest, 3)
	h := hand(t, g, 0, caller)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		switch d.Kind {
		case game.DecideSearch:
			require.NotContains(t, h535View(t, g, 1), "Standard of the Clan")
			for _, id := range choices(g) {
				if id != 0 {
					return chooseObj(0, id), true
				}
			}
		case game.DecideCreatureType:
			return choose(0, 0), true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideCreatureType), "%v", ks)
	for _, x := range gs {
		b := find(t, x, 0, banner)
		require.NotZero(t, b)
		require.Equal(t, ability.CreatureTypes[0], x.ChosenFor(b))
	}
}

// 39. Two-Headed Giant: Alice's Common Toll, "Each player sacrifices a
// creature," with two creatures each. The active team chooses first,
// then the other team (CR 805.6, 101.4), each player their own
// creature: a teammate can't choose for the other (CR 810.5: teammates
// can't manipulate each other's cards or permanents), and such an
// answer changes nothing. Targets of Carol's own trigger are hers to
// choose too. Every decision saves, loads and clones alike.
func TestH535TwoHGEachPlayerChooses(t *testing.T) {
	toll := sorcery(t, "Common Toll", "{2}{B}", nil,
		ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachPlayer, Group: ability.Group{Types: ability.Creature}})
	ghost := def(t, card.Definition{Name: "Vengeful Wisp", ManaCost: cost("{1}{B}"), Types: ability.Creature,
		Subtypes: []string{"Spirit"}, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	pawn := creature(t, "Toll Pawn", "{B}", 2, 2, 0, "Zombie")
	ds := h535Defs{toll, ghost, pawn}
	g := h535TwoHG(t)
	lands(t, g, 0, card.Swamp, 3)
	h := hand(t, g, 0, toll)
	own := map[game.PlayerID][]game.ObjectID{}
	for p := game.PlayerID(0); p < 4; p++ {
		own[p] = append(own[p], bf(t, g, p, pawn))
		if p == 2 {
			own[p] = append(own[p], bf(t, g, p, ghost))
		} else {
			own[p] = append(own[p], bf(t, g, p, pawn))
		}
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	var order []game.PlayerID
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		mate := game.PlayerID(int(d.Player) ^ 1)
		switch d.Kind {
		case game.DecideSacrifice, game.DecideChoosePermanent:
			order = append(order, d.Player)
			require.False(t, g.MayAnswer(mate))
			pick := own[d.Player][len(own[d.Player])-1]
			h535Refused(t, g, chooseObj(mate, pick))
			return chooseObj(d.Player, pick), true
		case game.DecideTargets:
			require.Equal(t, game.PlayerID(2), d.Player)
			require.False(t, g.MayAnswer(mate), "CR 810.5: Carol's trigger's targets are hers")
			h535Refused(t, g, targets(mate, pl(0)))
			return targets(2, pl(0)), true
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideTargets), "%v", ks)
	require.Equal(t, []game.PlayerID{0, 1, 2, 3}, order, "CR 805.6, 101.4")
	require.Equal(t, 29, g.Life(0), "Carol's Wisp dealt 1 to Alice's team")
	for p := game.PlayerID(0); p < 4; p++ {
		require.False(t, gone(g, own[p][0]))
		require.True(t, gone(g, own[p][1]))
	}
}

// 40. Alice's pass for the rest of the step is her own decision: her
// Determinize keeps it (only what she can't know is dealt again), so
// after Bob passes and the creature spell resolves, she is passed for in
// the copy as in the game (CR 116.3b, 116.3d). Bob's Determinize may
// forget it (no view shows it), but his view of the copy is his view of
// the game.
func TestH535DeterminizeKeepsOwnPassStep(t *testing.T) {
	ox := creature(t, "Pass Ox", "{1}{W}", 2, 2, 0, "Ox")
	g := h535Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	h := hand(t, g, 0, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	require.NoError(t, g.PassStep(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	x := g.Determinize(0, 12)
	require.NoError(t, g.Pass(1))
	require.NoError(t, x.Pass(1))
	require.Equal(t, g.Pending(), x.Pending(), "Alice's own pass for the step is kept")
	require.Equal(t, g.Step(), x.Step())
	require.Equal(t, h535View(t, g, 1), h535View(t, g.Determinize(1, 12), 1))
}

// 41. With Config.AutoPass (a player who can do nothing but pass is
// passed for), the setting is saved with the game: the save, the load
// and the clone skip the same priorities and stay alike through a turn
// and a half of combat with Ridge Brute attacking into a Wall Bear
// (CR 116.3d, 508, 509, 510).
func TestH535AutoPassSaved(t *testing.T) {
	brute := creature(t, "Ridge Brute", "{3}{R}{R}", 5, 5, 0, "Giant")
	wb := creature(t, "Wall Bear", "{1}{G}", 2, 2, 0, "Bear")
	ds := h535Defs{brute, wb}
	g, err := game.NewEmpty(game.Config{Seed: 2, AutoPass: true, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	libs(t, g, 6)
	br := bf(t, g, 0, brute)
	b := bf(t, g, 1, wb)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	ks := h535Until(t, gs, ds, func(g *game.Game) bool { return g.Turn() == 4 && g.Step() == game.Main1 },
		func(g *game.Game, d game.Decision) (game.Action, bool) {
			switch d.Kind {
			case game.DecideAttackers:
				if d.Player == 0 {
					return game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: br, Player: 1}}}, true
				}
			case game.DecideBlockers:
				return game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: b, Attacker: br}}}, true
			}
			return game.Action{}, false
		})
	require.True(t, h535Has(ks, game.DecideBlockers), "%v", ks)
	require.True(t, gone(g, b))
	for _, x := range gs {
		require.True(t, x.AutoPass())
		require.Equal(t, g.AutoPasses(), x.AutoPasses())
	}
}

// 42. Wrong answers at resolution decisions, each refused and changing
// nothing: Searing Word's 3 damage to Bob may be redirected only to a
// planeswalker Bob controls (CR 306.7), not to Carol's nor Alice's own
// (each a different planeswalker type: the engine's uniqueness rule puts
// two of one type into the graveyard, whoever controls them);
// Quiet Hunt finds only a creature card (CR 701.17a: the stated quality)
// and only in Alice's own library; Grim Bargain's "unless" accepts only
// a creature Bob controls. The right answers then work.
func TestH535WrongAnswersRefused(t *testing.T) {
	word := sorcery(t, "Searing Word", "{1}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	walker := def(t, card.Definition{Name: "Vela of the Hollow", ManaCost: cost("{2}{U}{U}"), Types: ability.Planeswalker,
		Subtypes: []string{"Vela"}, Loyalty: 5, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1},
			Effects: draw1}}})
	walker2 := def(t, card.Definition{Name: "Oren of the Deep", ManaCost: cost("{2}{U}{U}"), Types: ability.Planeswalker,
		Subtypes: []string{"Oren"}, Loyalty: 5, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1},
			Effects: draw1}}})
	walker3 := def(t, card.Definition{Name: "Ilse of the Marsh", ManaCost: cost("{2}{U}{U}"), Types: ability.Planeswalker,
		Subtypes: []string{"Ilse"}, Loyalty: 5, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1},
			Effects: draw1}}})
	hunt := sorcery(t, "Quiet Hunt", "{1}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoHand})
	beast := creature(t, "Hidden Beast", "{3}{G}", 4, 4, 0, "Beast")
	bargain := sorcery(t, "Grim Bargain", "{1}{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessSacrifice,
			Group: ability.Group{Types: ability.Creature}},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(4), IfDeclined: true})
	ds := h535Defs{word, walker, walker2, walker3, hunt, beast, bargain}
	g := h535Game(t, 3)
	put(t, g, 0, zone.Library, beast)
	put(t, g, 1, zone.Library, beast)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 0, card.Swamp, 2)
	w := hand(t, g, 0, word)
	hu := hand(t, g, 0, hunt)
	ba := hand(t, g, 0, bargain)
	bw := bf(t, g, 1, walker)
	cw := bf(t, g, 2, walker3)
	aw := bf(t, g, 0, walker2)
	mineBeast := bf(t, g, 0, beast)
	bobBeast := bf(t, g, 1, beast)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: w}.WithTargets(pl(1)))
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Pending().Kind == game.DecideRedirect }, nil)
	h535Refused(t, g, chooseObj(0, cw), chooseObj(0, aw), chooseObj(0, bobBeast), chooseObj(1, bw))
	h535Step(t, gs, ds, chooseObj(0, bw))
	h535Until(t, gs, ds, h535Empty, nil)
	require.Equal(t, 2, counter(t, g, bw, game.Loyalty))

	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: hu})
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Pending().Kind == game.DecideSearch }, nil)
	plains := g.Zone(0, zone.Library)
	var notCreature game.ObjectID
	for _, id := range plains {
		if info(t, g, id).Card == card.Plains {
			notCreature = id
		}
	}
	h535Refused(t, g, chooseObj(0, notCreature), chooseObj(0, g.Zone(1, zone.Library)[0]), chooseObj(0, mineBeast))
	h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideSearch {
			for _, id := range choices(g) {
				if id != 0 {
					return chooseObj(0, id), true
				}
			}
		}
		return game.Action{}, false
	})

	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: ba}.WithTargets(pl(1)))
	h535Until(t, gs, ds, func(g *game.Game) bool { return g.Pending().Kind == game.DecideUnless }, nil)
	h535Refused(t, g, chooseObj(1, mineBeast), chooseObj(1, bw), chooseObj(0, bobBeast))
	h535Step(t, gs, ds, chooseObj(1, bobBeast))
	h535Until(t, gs, ds, h535Empty, nil)
	require.True(t, gone(g, bobBeast))
	require.Equal(t, 20, g.Life(1))
}

// 43. Two-Headed Giant: Alice's Quiet Hunt searches her library. Her
// teammate Bob may review her hand (CR 810.5) but not look at her
// library (CR 401.2): during the search only Alice's view lists it; once
// the card is in her hand, Bob sees it there and Carol and Dave don't
// (CR 402.3). Bob's Determinize keeps Alice's hand as it is; the
// opponents' deal it again.
func TestH535TwoHGSearchTeammate(t *testing.T) {
	hunt := sorcery(t, "Quiet Hunt", "{1}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoHand})
	beast := creature(t, "Hidden Beast", "{3}{G}", 4, 4, 0, "Beast")
	ds := h535Defs{hunt, beast}
	g := h535TwoHG(t)
	put(t, g, 0, zone.Library, beast)
	lands(t, g, 0, card.Forest, 2)
	h := hand(t, g, 0, hunt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	gs := h535Copies(t, g, ds)
	h535Step(t, gs, ds, game.Action{Kind: game.ActCast, Player: 0, Object: h})
	ks := h535Until(t, gs, ds, h535Empty, func(g *game.Game, d game.Decision) (game.Action, bool) {
		if d.Kind == game.DecideSearch {
			require.NotEmpty(t, g.View(0).LibraryTop)
			for p := game.PlayerID(1); p < 4; p++ {
				require.Empty(t, g.View(p).LibraryTop, "player %d doesn't look at Alice's library", p)
				require.NotContains(t, h535View(t, g, p), "Hidden Beast")
			}
			require.False(t, g.MayAnswer(1), "the search is Alice's")
			for _, id := range choices(g) {
				if id != 0 {
					h535Refused(t, g, chooseObj(1, id))
					return chooseObj(0, id), true
				}
			}
		}
		return game.Action{}, false
	})
	require.True(t, h535Has(ks, game.DecideSearch), "%v", ks)
	require.Equal(t, []string{"Hidden Beast"}, h535Names(g.View(1).Players[0].Hand), "CR 810.5")
	require.Empty(t, g.View(2).Players[0].Hand)
	require.Empty(t, g.View(2).Players[0].KnownHand)
	b := g.Zone(0, zone.Hand)[0]
	require.Equal(t, []game.ObjectID{b}, g.Determinize(1, 8).Zone(0, zone.Hand))
}
