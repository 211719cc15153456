package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/examples/web/server"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// position sets up a duel of Alice and Bob with the engine, as the
// scenarios do: put lists each card as (player, zone, name).
type put struct {
	p    game.PlayerID
	z    zone.Kind
	name string
}

func position(t *testing.T, puts []put, active game.PlayerID, step game.Step) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range puts {
		d, err := card.Default().Lookup(c.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Put(c.p, c.z, d, game.PutOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Start(3, active, step); err != nil {
		t.Fatal(err)
	}
	return g
}

// answer applies the first option of the pending decision that pick
// accepts.
func answer(t *testing.T, g *game.Game, pick func(o game.ViewAction) bool) {
	t.Helper()
	p := g.Pending().Player
	v := g.View(p)
	for _, o := range v.Pending.Options {
		if !pick(o) {
			continue
		}
		a, err := g.ActionFromView(p, o)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("no such option among %d", len(v.Pending.Options))
}

// response is what the server would send Alice (seat 0) about g: her
// view, from the engine, with the facts of the cards it names.
func response(g *game.Game) (server.ViewResponse, []byte) {
	v := g.View(0)
	r := server.ViewResponse{Game: "fixture", Seat: 0, Mode: "duel", Version: 1, View: v, Decide: len(v.Pending.Options) > 0,
		Cards: map[string]server.CardFacts{}}
	r.Seats = []server.SeatInfo{{Name: "Alice", Deck: "burn"}, {Name: "Bob", Deck: "burn", Team: 1, Computer: true}}
	add := func(os []game.ViewObject) {
		for _, o := range os {
			if o.Card != nil {
				r.Cards[o.Name] = server.CardFacts{Facts: card.FactsOf(o.Card), TypeLine: o.Card.TypeLine()}
			}
		}
	}
	if r.Decide && v.Pending.Kind == game.DecideBlockers {
		// The pieces of a block, as the server lists them.
		ids := map[game.ObjectID]game.ViewID{}
		for _, o := range v.Battlefield {
			if id, ok := g.ObjectFromView(0, o.ID); ok {
				ids[id] = o.ID
			}
		}
		d, err := g.NewDeclaration()
		if err != nil {
			panic(err)
		}
		r.Declare = &server.Declare{}
		for _, b := range d.BlockOptions() {
			r.Declare.Blocks = append(r.Declare.Blocks, game.ViewBlock{Blocker: ids[b.Blocker], Attacker: ids[b.Attacker]})
		}
	}
	add(v.Battlefield)
	add(v.Hand)
	add(v.LibraryTop)
	for _, p := range v.Players {
		add(p.Graveyard)
	}
	data, err := json.Marshal(r)
	if err != nil {
		panic(err)
	}
	return r, data
}

// show makes the page show a view as if the server had sent it.
func show(t *testing.T, ctx context.Context, data []byte) {
	t.Helper()
	eval[bool](t, ctx, `(() => { state.session = { game: "fixture", token: "x", seat: 0 }; showScreen("table"); take(`+string(data)+`); return true })()`)
}

// texts returns the texts of the elements sel.
func texts(t *testing.T, ctx context.Context, sel string) []string {
	t.Helper()
	return eval[[]string](t, ctx, `[...document.querySelectorAll(`+strconv.Quote(sel)+`)].map(e => e.textContent)`)
}

// tagOf returns the number of the permanent named name that p controls.
func tagOf(t *testing.T, v *game.View, p game.PlayerID, name string) int {
	t.Helper()
	for _, o := range v.Battlefield {
		if o.Controller == p && o.Name == name && o.Tag != 0 {
			return int(o.Tag)
		}
	}
	t.Fatalf("no numbered %s of player %d", name, p)
	return 0
}

func labelsPage(t *testing.T) context.Context {
	t.Helper()
	url, ctx, run := servedPage(t)
	run(chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("#deck-1")))
	return ctx
}

func wantAll(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Fatalf("%s: no %q among %q", what, w, got)
		}
	}
}

// Lightning Strike's options name a Runeclaw Bear on each side and both
// players: each says whose bear it targets, and "you" for Alice, in
// English and Chinese, on the buttons and in the card's menu opened by
// keyboard; the stack and the blocks built by clicking say whose too.
func TestOptionsSayWhosePermanent(t *testing.T) {
	ctx := labelsPage(t)
	g := position(t, []put{
		{0, zone.Battlefield, "Mountain"}, {0, zone.Battlefield, "Mountain"}, {0, zone.Battlefield, "Runeclaw Bear"},
		{1, zone.Battlefield, "Runeclaw Bear"}, {0, zone.Hand, "Lightning Strike"},
		{0, zone.Library, "Mountain"}, {1, zone.Library, "Mountain"},
	}, 0, game.Main1)
	r, data := response(g)
	mine, bobs := tagOf(t, &r.View, 0, "Runeclaw Bear"), tagOf(t, &r.View, 1, "Runeclaw Bear")
	show(t, ctx, data)
	wantAll(t, "the options", texts(t, ctx, "#options button.option"),
		"Cast Lightning Strike targeting you", "Cast Lightning Strike targeting Bob",
		fmt.Sprintf("Cast Lightning Strike targeting your Runeclaw Bear (#%d)", mine),
		fmt.Sprintf("Cast Lightning Strike targeting Bob's Runeclaw Bear (#%d)", bobs))

	// By keyboard: Enter on Lightning Strike opens its menu, which says
	// the same.
	strike := `#hand .card[data-id="` + r.View.Hand[0].ID.String() + `"]`
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(strike)), chromedp.KeyEvent(kb.Enter),
		chromedp.Poll[chromedp.Void](`!document.getElementById('menu').hidden`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Fatal(err)
	}
	wantAll(t, "the menu", texts(t, ctx, "#menu .menu-option"), fmt.Sprintf("Cast Lightning Strike targeting Bob's Runeclaw Bear (#%d)", bobs))
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}

	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#lang"))); err != nil {
		t.Fatal(err)
	}
	wantAll(t, "the options in Chinese", texts(t, ctx, "#options button.option"),
		"施放闪电炼击，目标为你", "施放闪电炼击，目标为Bob",
		fmt.Sprintf("施放闪电炼击，目标为你的符爪熊（#%d）", mine), fmt.Sprintf("施放闪电炼击，目标为Bob的符爪熊（#%d）", bobs))

	// On the stack, the target is Bob's bear.
	answer(t, g, func(o game.ViewAction) bool {
		return o.Kind == game.ActCast && len(o.Targets) == 1 && o.Targets[0].Player == game.NoPlayer && strings.HasSuffix(o.Text, "(#"+strconv.Itoa(bobs)+")")
	})
	_, data = response(g)
	show(t, ctx, data)
	if s := text(t, ctx, "#stack li"); !strings.Contains(s, fmt.Sprintf("Bob的符爪熊 #%d", bobs)) {
		t.Fatalf("the stack reads %q", s)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#lang"))); err != nil {
		t.Fatal(err)
	}

	// A bear alone on its side has no number: it is found by its whole
	// name, after "targeting", not in a longer name before it (the text
	// of this option is made up: no M15 card's name holds another's).
	g = position(t, []put{
		{0, zone.Battlefield, "Mountain"}, {0, zone.Battlefield, "Mountain"}, {1, zone.Battlefield, "Runeclaw Bear"},
		{0, zone.Hand, "Lightning Strike"}, {0, zone.Library, "Mountain"}, {1, zone.Library, "Mountain"},
	}, 0, game.Main1)
	r, data = response(g)
	show(t, ctx, data)
	wantAll(t, "the options", texts(t, ctx, "#options button.option"), "Cast Lightning Strike targeting Bob's Runeclaw Bear")
	made := `optionText({ kind: "cast", player: 0, object: ` + strconv.Quote(r.View.Hand[0].ID.String()) + `, targets: [{ object: ` +
		strconv.Quote(r.View.Battlefield[2].ID.String()) + `, name: "Runeclaw Bear" }], text: "Cast Runeclaw Bear Rider targeting Runeclaw Bear" })`
	if s := eval[string](t, ctx, made); s != "Cast Runeclaw Bear Rider targeting Bob's Runeclaw Bear" {
		t.Fatalf("a name within a longer one: %q", s)
	}

	// Bob attacks with his bear; Alice blocks with hers.
	g = position(t, []put{
		{0, zone.Battlefield, "Runeclaw Bear"}, {1, zone.Battlefield, "Runeclaw Bear"},
		{0, zone.Library, "Mountain"}, {1, zone.Library, "Mountain"},
	}, 1, game.DeclareAttackers)
	answer(t, g, func(o game.ViewAction) bool { return o.Kind == game.ActDeclareAttackers && len(o.Attackers) == 1 })
	for g.Pending().Kind == game.DecidePriority {
		answer(t, g, func(o game.ViewAction) bool { return o.Kind == game.ActPass })
	}
	r, data = response(g)
	if r.View.Pending.Kind != game.DecideBlockers || r.View.Pending.Player != 0 {
		t.Fatalf("Alice is not declaring blockers: %v", r.View.Pending)
	}
	mine, bobs = tagOf(t, &r.View, 0, "Runeclaw Bear"), tagOf(t, &r.View, 1, "Runeclaw Bear")
	show(t, ctx, data)
	wantAll(t, "the block options", texts(t, ctx, "#options button.option"),
		fmt.Sprintf("Block: your Runeclaw Bear (#%d) blocks Bob's Runeclaw Bear (#%d)", mine, bobs))
	// The block built by clicking (the page's own words) says whose too.
	ids := map[game.PlayerID]string{}
	for _, o := range r.View.Battlefield {
		ids[o.Controller] = o.ID.String()
	}
	eval[bool](t, ctx, `(() => { declareClick(`+strconv.Quote(ids[0])+`); declareClick(`+strconv.Quote(ids[1])+`); return true })()`)
	if s := text(t, ctx, "#declare .piece"); !strings.HasPrefix(s, fmt.Sprintf("your Runeclaw Bear #%d blocks Bob's Runeclaw Bear #%d", mine, bobs)) {
		t.Fatalf("the block built reads %q", s)
	}
}

// During a library search, a library card and a permanent may have the
// same number (the numbers are per zone): the library's cards and the
// options that find them say "library", in English and Chinese, so that
// no two objects on the page read alike; on a phone's width too.
func TestSearchedLibraryNumbersSayTheZone(t *testing.T) {
	ctx := labelsPage(t)
	puts := []put{}
	for _, n := range []string{"Swamp", "Mountain", "Forest", "Mountain", "Swamp", "Mountain"} {
		puts = append(puts, put{0, zone.Library, n})
	}
	puts = append(puts, put{0, zone.Battlefield, "Mountain"}, put{0, zone.Battlefield, "Mountain"}, put{0, zone.Battlefield, "Mountain"},
		put{0, zone.Battlefield, "Evolving Wilds"}, put{1, zone.Battlefield, "Mountain"}, put{1, zone.Library, "Swamp"})
	g := position(t, puts, 0, game.Main1)
	answer(t, g, func(o game.ViewAction) bool { return o.Kind == game.ActActivate })
	for g.Pending().Kind == game.DecidePriority {
		answer(t, g, func(o game.ViewAction) bool { return o.Kind == game.ActPass })
	}
	r, data := response(g)
	if r.View.Pending.Kind != game.DecideSearch {
		t.Fatalf("Alice is not searching: %v", r.View.Pending)
	}
	// The fixture holds what the page must tell apart: a library card
	// with a permanent's number.
	numbers := map[int]bool{}
	for _, o := range r.View.Battlefield {
		numbers[int(o.Tag)] = o.Tag != 0
	}
	var same game.ViewObject
	for _, o := range r.View.LibraryTop {
		if numbers[int(o.Tag)] && same.Tag == 0 {
			same = o
		}
	}
	if same.Tag == 0 {
		t.Fatal("no library card has a permanent's number")
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 800)); err != nil {
		t.Fatal(err)
	}
	show(t, ctx, data)
	for _, lang := range []string{"en", "zh"} {
		names := texts(t, ctx, "#battlefield .card .name, #hand .card .name, #looking .card .name")
		seen := map[string]bool{}
		for _, n := range names {
			if seen[n] && strings.Contains(n, "#") {
				t.Fatalf("%s: two cards read %q: %q", lang, n, names)
			}
			seen[n] = true
		}
		name, want, option := same.Name+" (library #%d)", "Find "+same.Name+" (library #%d)", "#options button.option"
		if lang == "zh" {
			name, want = same.NameZhHans+"（牌库#%d）", "找出"+same.NameZhHans+"（牌库#%d）"
		}
		wantAll(t, lang+": the library's cards", texts(t, ctx, "#looking .card .name"), fmt.Sprintf(name, same.Tag))
		wantAll(t, lang+": the options", texts(t, ctx, option), fmt.Sprintf(want, same.Tag))
		if eval[bool](t, ctx, `document.documentElement.scrollWidth > window.innerWidth`) {
			t.Fatalf("%s: the page is wider than a phone's screen", lang)
		}
		if lang == "en" {
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#lang"))); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Tab reaches the library's cards, as it does every card.
	sel := `#looking .card[data-id="` + same.ID.String() + `"]`
	if !eval[bool](t, ctx, `document.querySelector(`+strconv.Quote(sel)+`).tabIndex === 0`) {
		t.Fatal("the library's cards are not reached by Tab")
	}
}
