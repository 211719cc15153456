package game

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
)

// Automatic payment is complete: a spell a player could cast after
// activating some of the mana abilities OtherActions lists (floating the
// mana, CR 605.3a) is one LegalActions lists already, and Apply accepts
// without the manual activations (CR 601.2g-h: the engine activates mana
// abilities for the player while paying). Random self-play games of the
// testdata decks, of random card pools and of a pool of every card with a
// mana ability are stopped at some priority decisions; for each card in
// the deciding player's hand that no listed cast names, a depth-first
// search over the listed mana activations (on clones, at most
// payCompleteDepth of them, each reached state once) tries its casts
// after every activation: every X up to payCompleteMaxX with each
// combination of targets, and every cast the listing offers there
// (convoke payments included).
const (
	payCompleteDepth = 6
	payCompleteMaxX  = 6
	payCompleteNodes = 300 // states searched per position
)

func payCompleteDeck(tb testing.TB, name string) []*card.Definition {
	tb.Helper()
	data, err := os.ReadFile("../testdata/decks/" + name + ".txt")
	if err != nil {
		tb.Fatal(err)
	}
	list, err := card.ParseDecklist(name, bytes.NewReader(data))
	if err != nil {
		tb.Fatal(err)
	}
	deck, err := list.Resolve(card.Default(), card.ValidateOptions{})
	if err != nil {
		tb.Fatal(err)
	}
	return deck
}

func payCompleteFill(defs ...*card.Definition) []*card.Definition {
	var out []*card.Definition
	for len(out) < 60 {
		out = append(out, defs...)
	}
	return out[:60]
}

// payCompleteConfigs are the games: the decks in pairs, random pools, and
// pools of the cards with mana abilities (lands, creatures, artifacts,
// auras such as Verdant Haven) with random spells.
func payCompleteConfigs(tb testing.TB) []Config {
	decks := []string{"white-red", "black-green", "blue-red", "green-blue", "white-black", "blue-black",
		"slivers", "green-white-convoke", "blue-red-artifacts", "burn", "red-green-swarm", "black-red-anger",
		"green-white-guardians", "blue-black-waste-not", "green-black-graveyard", "blue-red-shapeshifters"}
	var cfgs []Config
	for i := 0; i < len(decks); i += 2 {
		cfgs = append(cfgs, Config{Seed: uint64(100 + i), Start: StartDealt, NoEvents: true, Players: []PlayerConfig{
			{Name: "A", Deck: payCompleteDeck(tb, decks[i])}, {Name: "B", Deck: payCompleteDeck(tb, decks[i+1])},
		}})
	}
	all := card.Default().All()
	var manaCards, spells []*card.Definition
	for _, d := range all {
		if d.Supertypes.Has(card.Basic) {
			continue
		}
		hasMana := false
		for i := range d.Activated {
			if d.Activated[i].IsManaAbility() {
				hasMana = true
			}
		}
		switch {
		case hasMana || d.Name == "Verdant Haven" || d.Name == "Urborg, Tomb of Yawgmoth" || d.Name == "Chief Engineer":
			manaCards = append(manaCards, d)
		case !d.IsLand():
			spells = append(spells, d)
		}
	}
	basics := []*card.Definition{card.Plains, card.Island, card.Swamp, card.Mountain, card.Forest}
	for seed := uint64(1); seed <= 3; seed++ {
		r := rand.New(rand.NewPCG(seed, 34))
		var d1, d2 []*card.Definition
		for i := 0; i < 12; i++ {
			d1 = append(d1, all[r.IntN(len(all))])
			d2 = append(d2, all[r.IntN(len(all))])
		}
		cfgs = append(cfgs, Config{Seed: seed, Start: StartDealt, NoEvents: true, Players: []PlayerConfig{
			{Name: "A", Deck: payCompleteFill(append(d1, basics...)...)},
			{Name: "B", Deck: payCompleteFill(append(d2, basics...)...)},
		}})
	}
	for seed := uint64(1); seed <= 5; seed++ {
		r := rand.New(rand.NewPCG(seed, 35))
		pool := func() []*card.Definition {
			var d []*card.Definition
			for i := 0; i < 14; i++ {
				d = append(d, manaCards[r.IntN(len(manaCards))])
			}
			for i := 0; i < 10; i++ {
				d = append(d, spells[r.IntN(len(spells))])
			}
			return payCompleteFill(append(d, basics[r.IntN(5)], basics[r.IntN(5)])...)
		}
		cfgs = append(cfgs, Config{Seed: 200 + seed, Start: StartDealt, NoEvents: true, Players: []PlayerConfig{
			{Name: "A", Deck: pool()}, {Name: "B", Deck: pool()},
		}})
	}
	return cfgs
}

func TestAutomaticPaymentIsComplete(t *testing.T) {
	if testing.Short() {
		t.Skip("plays many games")
	}
	checked, searched, found := 0, 0, 0
	reported := map[string]bool{}
	st := payCompleteStats{activated: map[string]int{}}
	for ci, cfg := range payCompleteConfigs(t) {
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(ci), 77))
		var buf []Action
		for steps := 0; !g.Over() && steps < 4000; steps++ {
			buf = g.LegalActions(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("config %d: no options", ci)
			}
			if d := g.Pending(); d.Kind == DecidePriority && r.IntN(3) == 0 {
				if n, msgs := payCompleteCheck(g, d.Player, buf, r, &st); n > 0 {
					checked++
					searched += n
					for _, m := range msgs {
						// One report per card and kind of position.
						key := m[:strings.Index(m, "\n")]
						if !reported[key] {
							reported[key] = true
							found++
							t.Errorf("config %d turn %d: %s", ci, g.Turn(), m)
						}
					}
				}
			}
			// Prefer casting and playing lands to passing, so that games
			// reach boards with many mana sources and spells.
			a := buf[r.IntN(len(buf))]
			if a.Kind == ActPass && len(buf) > 1 && r.IntN(2) == 0 {
				a = buf[1+r.IntN(len(buf)-1)]
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("config %d: listed option refused: %v", ci, err)
			}
			g.ClearEvents()
		}
	}
	t.Logf("%d positions searched (%d states, %d cut at %d states), %d discrepancies", checked, searched, st.capped, payCompleteNodes, found)
	t.Logf("mana activations tried in the searches: %v", st.activated)
}

// payCompleteCheck searches g, where p holds priority and listed are the
// listed options, for casts from p's hand that manual mana activations
// make possible though the listing has none of that card (for an X
// spell: none with that X). It returns the
// number of states searched (0 if there was nothing to search) and a
// report per discrepancy.
type payCompleteStats struct {
	capped    int
	activated map[string]int // mana activations tried, by source name
}

func payCompleteCheck(g *Game, p PlayerID, listed []Action, r *rand.Rand, st *payCompleteStats) (int, []string) {
	// The least X not offered for each card (0: the card is not offered
	// at all); an X spell's listing should offer every X payment allows.
	minX := map[*card.Definition]int{}
	for _, a := range listed {
		if a.Kind == ActCast {
			if s, ok := g.lookup(a.Object); ok && a.X+1 > minX[g.objects[s].def] {
				minX[g.objects[s].def] = a.X + 1
			}
		}
	}
	var want []int32 // hand cards, one per definition, with an X not offered
	seen := map[*card.Definition]bool{}
	for _, s := range g.players[p].hand {
		d := g.objects[s].def
		if d.IsLand() || d.ManaCost.IsEmpty() || seen[d] {
			continue
		}
		if m, ok := minX[d]; ok && (!d.ManaCost.HasX() || m > payCompleteMaxX) {
			continue
		}
		seen[d] = true
		want = append(want, s)
	}
	if len(want) == 0 {
		return 0, nil
	}
	type hit struct{ seq, cast string }
	hits := map[int32]hit{}
	visited := map[uint64]bool{}
	nodes := 0
	var seq []string
	var dfs func(c *Game, depth int)
	dfs = func(c *Game, depth int) {
		if nodes >= payCompleteNodes {
			return
		}
		// The same pool and the same sources tapped, reached in another
		// order, are searched once.
		fp := c.Fingerprint()
		if visited[fp] {
			return
		}
		visited[fp] = true
		if nodes++; nodes == payCompleteNodes {
			st.capped++
		}
		for _, s := range want {
			if _, done := hits[s]; done {
				continue
			}
			if a, ok := payCompleteTryCast(c, p, s, minX[c.objects[s].def]); ok {
				hits[s] = hit{seq: strings.Join(seq, ", "), cast: c.describeCast(a)}
			}
		}
		if len(hits) == len(want) || depth == payCompleteDepth {
			return
		}
		// In random order, so that a search cut short still varies
		// the first sources' colours.
		acts := c.OtherActions(nil)
		r.Shuffle(len(acts), func(i, j int) { acts[i], acts[j] = acts[j], acts[i] })
		for _, a := range acts {
			if a.Kind != ActActivateMana || a.Player != p {
				continue
			}
			if s, ok := c.lookup(a.Object); ok {
				st.activated[c.objects[s].def.Name]++
			}
			cc := c.Clone()
			if err := cc.Apply(a); err != nil {
				continue // listed but refused: another test's business
			}
			seq = append(seq, c.describeManaActivation(a))
			dfs(cc, depth+1)
			seq = seq[:len(seq)-1]
		}
	}
	dfs(g.Clone(), 0)
	var msgs []string
	for _, s := range want {
		h, ok := hits[s]
		if !ok {
			continue
		}
		how, seq := "with no activation", ""
		if h.seq != "" {
			how, seq = "after manual mana activations", "\n  activations: "+h.seq
		}
		what := "is not listed"
		if m := minX[g.objects[s].def]; m > 0 {
			what = fmt.Sprintf("is listed only with X < %d", m)
		}
		// The first line, the key of the report, names the card and
		// whether activations were needed.
		msgs = append(msgs, fmt.Sprintf("%s %s, but is accepted %s\n  cast: %s\n  position: %s%s",
			g.objects[s].def.Name, what, how, h.cast, g.describeManaPosition(p), seq))
	}
	return nodes, msgs
}

// payCompleteTryCast tries on clones of c the casts of the card in slot
// s: each X from minX up to payCompleteMaxX with its first combinations of targets,
// without convoke, and every cast of that card c lists. It returns an
// accepted one.
func payCompleteTryCast(c *Game, p PlayerID, s int32, minX int) (Action, bool) {
	d := c.objects[s].def
	id := c.idOf(s)
	var tries []Action
	maxX := 0
	if d.ManaCost.HasX() {
		maxX = payCompleteMaxX
	}
	for x := minX; x <= maxX; x++ {
		specs, ok := spellTargetsOrNone(d, x)
		if !ok {
			break
		}
		tries = c.targetChoices(tries, Action{Kind: ActCast, Player: p, Object: id, X: x}, specs, p, id, 6)
	}
	for _, a := range c.LegalActions(nil) {
		if a.Kind == ActCast && a.Object == id && a.X >= minX {
			tries = append(tries, a)
		}
	}
	for _, a := range tries {
		if err := c.Clone().Apply(a); err == nil {
			return a, true
		}
	}
	return Action{}, false
}

func (g *Game) describeCast(a Action) string {
	var b strings.Builder
	s, _ := g.lookup(a.Object)
	fmt.Fprintf(&b, "%s (%s)", g.objects[s].def.Name, g.objects[s].def.ManaCost)
	if a.X > 0 {
		fmt.Fprintf(&b, " X=%d", a.X)
	}
	for _, t := range a.TargetList() {
		if ts, ok := g.lookup(ObjectID(t.Object)); ok && t.Player < 0 {
			fmt.Fprintf(&b, " target %s", g.objects[ts].def.Name)
		} else {
			fmt.Fprintf(&b, " target %+v", t)
		}
	}
	for _, c := range a.Convoke {
		if s, ok := g.lookup(c); ok {
			fmt.Fprintf(&b, " convoke %s", g.objects[s].def.Name)
		}
	}
	return b.String()
}

func (g *Game) describeManaActivation(a Action) string {
	s, _ := g.lookup(a.Object)
	return fmt.Sprintf("%s#%d ability %d colour %v", g.objects[s].def.Name, s, a.Ability, a.Color)
}

func (g *Game) describeManaPosition(p PlayerID) string {
	var b strings.Builder
	fmt.Fprintf(&b, "step %v, player %d, pool %v, hand:", g.step, p, g.players[p].pool)
	for _, s := range g.players[p].hand {
		fmt.Fprintf(&b, " %s;", g.objects[s].def.Name)
	}
	b.WriteString(" battlefield:")
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.controller != p {
			continue
		}
		fmt.Fprintf(&b, " %s#%d", o.def.Name, s)
		if o.tapped {
			b.WriteString("(tapped)")
		}
		b.WriteString(";")
	}
	return b.String()
}
