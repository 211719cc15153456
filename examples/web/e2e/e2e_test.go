// Package e2e tests the page of examples/web in a real browser: Debian's
// chromium, driven by chromedp. It is its own module so that the main
// module's dependencies stay testify and x/exp.
//
//	cd examples/web/e2e && go test ./...
//
// -update writes the screenshot of a game in progress to
// docs/web-screenshot.png.
package e2e

import (
	"bytes"
	"context"
	"flag"
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/spellstack/spellstack/examples/web/server"
)

var update = flag.Bool("update", false, "write the screenshot to docs/web-screenshot.png")

// browser starts a headless chromium (Debian's /usr/bin/chromium when
// there) and returns its context.
func browser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.NoSandbox, // CI runs as root
		chromedp.DisableGPU,
		chromedp.WindowSize(1500, 1000),
		chromedp.Flag("lang", "en-US"),
	)
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		opts = append(opts, chromedp.ExecPath("/usr/bin/chromium"))
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	// The first run starts the browser; its context has no timeout, which
	// would stop the browser (see chromedp.Run).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting chromium: %v (install it with apt-get install chromium)", err)
	}
	return ctx
}

// stepJS makes one click of a person playing: an open card menu's first
// option, once per game "pass until my turn", a card in hand that can be
// played, once per game an attack built by clicking a creature, else the
// first option. It returns what it clicked.
const stepJS = `(() => {
  const $ = (s) => document.querySelector(s);
  if (!$('#over').hidden) return 'over';
  if (!$('#menu').hidden) { $('#menu .menu-option').click(); return 'menu'; }
  if (!window.__passed && $('#pass-mine')) { window.__passed = true; $('#pass-mine').click(); return 'pass-mine'; }
  const submit = $('#declare-submit');
  if (submit && !window.__built) {
    const c = $('#battlefield .card.clickable');
    if (c && !$('#battlefield .card.chosen')) { c.click(); return 'piece'; }
    if ($('#battlefield .card.chosen')) { window.__built = true; submit.click(); return 'declare'; }
  }
  const h = $('#hand .card.clickable');
  if (h) { h.click(); return $('#menu').hidden ? 'hand' : 'menu-open'; }
  const o = $('#options button.option');
  if (o) { o.click(); return 'option'; }
  return 'wait';
})()`

// creaturesOnBothSides is true when each player has a creature.
const creaturesOnBothSides = `[0, 1].every(i => [...document.querySelectorAll('#battlefield-' + i + ' .card')].some(c => c.querySelector('.pt')))`

// text returns the text of the element sel.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return eval[string](t, ctx, `(document.querySelector(`+strconv.Quote(sel)+`)||{}).textContent||""`)
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

var han = regexp.MustCompile(`\p{Han}`)

// servedPage starts the web server with the heuristic computer, stopped
// when the test ends, and a browser; run does the browser actions or
// fails the test.
func servedPage(t *testing.T) (url string, ctx context.Context, run func(...chromedp.Action[chromedp.Void])) {
	t.Helper()
	srv, err := server.New(server.Options{Computer: server.HeuristicComputer})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	ctx = browser(t)
	run = func(actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, actions...); err != nil {
			t.Fatal(err)
		}
	}
	return hs.URL, ctx, run
}

// A person plays a whole game against the computer by clicking, switches
// to Chinese in the middle, replays the finished game, and sees what the
// page should show at each point.
func TestPlayAGameInTheBrowser(t *testing.T) {
	url, ctx, run := servedPage(t)
	run(chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("#deck-1")))
	if got := text(t, ctx, "#lang"); got != "中文" {
		t.Fatalf("the language button reads %q", got)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#mode option').length`); n != 4 {
		t.Fatalf("%d modes offered, want 4", n)
	}
	run(chromedp.SetValue(chromedp.CSS("#seed"), "42"), chromedp.Click(chromedp.CSS("#start")),
		chromedp.WaitVisible(chromedp.CSS("#options button.option")))

	// The game begins with its start (CR 103): a mulligan decision or the
	// choice of who starts, with the opening hand on screen.
	if p := text(t, ctx, "#prompt"); strings.Contains(p, "first turn") {
		run(chromedp.Click(chromedp.CSS("#options button.option")),
			chromedp.Poll[chromedp.Void](`document.querySelectorAll('#hand .card').length > 0`, chromedp.WithPollingTimeout(10*time.Second)))
	}
	if p := text(t, ctx, "#prompt"); !strings.Contains(p, "mulligan") {
		t.Fatalf("the prompt before the first turn is %q", p)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#hand .card').length`); n != 7 {
		t.Fatalf("%d cards in the opening hand", n)
	}
	// No turn has begun (CR 103.7): nobody is the active player yet.
	if s := text(t, ctx, "#status"); !strings.HasPrefix(s, "The game is starting") || strings.Contains(s, "untap") {
		t.Fatalf("the status line before the first turn reads %q", s)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#players .player.active').length`); n != 0 {
		t.Fatalf("%d players framed as active before the first turn", n)
	}

	shot := filepath.Join(t.TempDir(), "web-screenshot.png")
	if *update {
		shot = filepath.Join("..", "..", "..", "docs", "web-screenshot.png")
	}
	var clicks, hands, menus, built, passes int
	switched, shotTaken, keyboard := false, false, false
	deadline := time.Now().Add(3 * time.Minute)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the game is not over after %d clicks", clicks)
		}
		before := eval[string](t, ctx, `document.body.dataset.version`)
		turn := eval[int](t, ctx, `state.data ? state.data.view.turn : 0`)
		if turn >= 5 && !shotTaken && !switched && eval[bool](t, ctx, creaturesOnBothSides) {
			checkTable(t, ctx)
			buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if _, err := png.Decode(bytes.NewReader(buf)); err != nil || len(buf) < 20000 {
				t.Fatalf("the screenshot is not a PNG of a table (%d bytes): %v", len(buf), err)
			}
			if err := os.WriteFile(shot, buf, 0o644); err != nil {
				t.Fatal(err)
			}
			shotTaken = true
		}
		if !keyboard && eval[bool](t, ctx, manyOptionCard) {
			checkKeyboard(t, ctx)
			keyboard = true
		}
		if !switched && shotTaken && (turn >= 8 || eval[bool](t, ctx, `!document.getElementById('over').hidden`)) {
			switchToChinese(t, ctx)
			switched = true
		}
		did := eval[string](t, ctx, stepJS)
		switch did {
		case "over":
		case "wait":
			time.Sleep(50 * time.Millisecond)
			continue
		case "piece", "menu-open":
			menus++
			continue
		case "declare":
			built++
		case "pass-mine":
			passes++
		case "hand", "menu":
			hands++
		}
		if did == "over" {
			break
		}
		clicks++
		// Wait until the page shows the answer (or an error, for an
		// attack the rules refuse: then the options remain).
		run(chromedp.Poll[chromedp.Void](`document.body.dataset.version !== `+strconv.Quote(before)+
			` || !document.getElementById('over').hidden || !document.getElementById('error').hidden`,
			chromedp.WithPollingTimeout(30*time.Second)))
	}
	t.Logf("game over after %d clicks: %d on cards in hand, %d menus or pieces, %d attacks built, %d passes to my turn",
		clicks, hands, menus, built, passes)
	if !shotTaken {
		t.Fatal("the game ended before both players had creatures: no screenshot")
	}
	if !keyboard {
		t.Fatal("no card in hand had several options: the keyboard was not checked")
	}
	if hands == 0 || built == 0 || passes == 0 {
		t.Fatalf("the person played %d cards from the hand, built %d attacks and passed to their turn %d times: want each", hands, built, passes)
	}

	// The end, in Chinese.
	result := text(t, ctx, "#result")
	if !strings.Contains(result, "获胜") && !strings.Contains(result, "平局") {
		t.Fatalf("the result reads %q", result)
	}
	if p := text(t, ctx, "#prompt"); p != "本盘游戏已结束。" {
		t.Fatalf("the prompt at the end reads %q", p)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#log li').length`); n < 20 {
		t.Fatalf("the log has %d lines", n)
	}

	// Replay: from the start, step by step.
	run(chromedp.Click(chromedp.CSS("#replay-start")), chromedp.WaitVisible(chromedp.CSS("#replay")))
	if s := text(t, ctx, "#rp-step"); !strings.HasPrefix(s, "第0步，共") {
		t.Fatalf("the replay starts at %q", s)
	}
	for i := 1; i <= 3; i++ {
		run(chromedp.Click(chromedp.CSS("#rp-next")),
			chromedp.Poll[chromedp.Void](`document.body.dataset.version === "replay-`+strconv.Itoa(i)+`"`, chromedp.WithPollingTimeout(10*time.Second)))
	}
	if s := text(t, ctx, "#rp-step"); !strings.HasPrefix(s, "第3步，共") {
		t.Fatalf("after three steps the replay shows %q", s)
	}
	// Back to English at the last step: the page shows the end again.
	run(chromedp.Click(chromedp.CSS("#lang")), chromedp.Click(chromedp.CSS("#rp-last")),
		chromedp.Poll[chromedp.Void](`!document.body.dataset.version.endsWith("-3")`, chromedp.WithPollingTimeout(10*time.Second)))
	if s := text(t, ctx, "#result"); !strings.Contains(s, "won") && !strings.Contains(s, "draw") {
		t.Fatalf("the replay's end reads %q", s)
	}
	if s := text(t, ctx, "#rp-step"); !strings.HasPrefix(s, "step ") || han.MatchString(s) {
		t.Fatalf("the step reads %q in English", s)
	}
}

// checkTable checks what the table shows in the middle of a game: every
// player's life, hand and library, the battlefield, the hand, the status
// line and a card's text on hover.
func checkTable(t *testing.T, ctx context.Context) {
	t.Helper()
	if n := eval[int](t, ctx, `document.querySelectorAll('#players .player .life').length`); n != 2 {
		t.Fatalf("%d players' life totals shown", n)
	}
	if s := text(t, ctx, "#status"); !regexp.MustCompile(`^Turn \d+ · `).MatchString(s) {
		t.Fatalf("the status line reads %q", s)
	}
	if s := text(t, ctx, "#player-1"); !strings.Contains(s, "library:") || !strings.Contains(s, "Graveyard") {
		t.Fatalf("the opponent's box reads %q", s)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#log li').length`); n == 0 {
		t.Fatalf("the log is empty: %s", eval[string](t, ctx, `JSON.stringify([state.log.length, state.logNext, state.data.logFrom, state.data.logNext])`))
	}
	// Alike permanents (each player's basic lands) carry the numbers the
	// prompts, options and log give them: "Mountain #3".
	if n := eval[int](t, ctx, `[...document.querySelectorAll('#battlefield .card .name')].filter(n => / #\d+$/.test(n.textContent)).length`); n < 2 {
		t.Fatalf("%d permanents show the number that tells them from alike ones", n)
	}
	// Point at a permanent: its rules text appears.
	eval[bool](t, ctx, `document.querySelector('#battlefield .card').dispatchEvent(new MouseEvent('mouseenter'))`)
	if s := text(t, ctx, "#card-info h4"); s == "" {
		t.Fatal("no card text on hover")
	}
}

// manyOptionCard is true when a card in hand acts in several options and
// no menu is open.
const manyOptionCard = `document.getElementById('menu').hidden && [...document.querySelectorAll('#hand .card')].some(c => (state.data.view.pending.byObject || {})[c.dataset.id]?.length > 1)`

// checkKeyboard plays a card by keyboard: Enter on a card in hand with
// several options opens its menu (and chooses nothing: the key that
// opened the menu is not taken as a choice in it), and Escape closes the
// menu, with the focus back on the card.
func checkKeyboard(t *testing.T, ctx context.Context) {
	t.Helper()
	id := eval[string](t, ctx, `[...document.querySelectorAll('#hand .card')].find(c => (state.data.view.pending.byObject || {})[c.dataset.id]?.length > 1).dataset.id`)
	sel := `#hand .card[data-id="` + id + `"]`
	before := eval[string](t, ctx, `document.body.dataset.version`)
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(sel)), chromedp.KeyEvent(kb.Enter),
		chromedp.Poll[chromedp.Void](`!document.getElementById('menu').hidden`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Fatalf("Enter on %s opened no menu: %v", id, err)
	}
	time.Sleep(200 * time.Millisecond)
	if v := eval[string](t, ctx, `document.body.dataset.version`); v != before {
		t.Fatalf("one Enter on %s acted: version %s -> %s", id, before, v)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}
	if !eval[bool](t, ctx, `document.getElementById('menu').hidden && document.activeElement.dataset.id === `+strconv.Quote(id)) {
		t.Fatalf("after Escape the menu is open or the focus is not on %s", id)
	}
}

// switchToChinese clicks the language button in the middle of the game
// and checks that the page speaks Chinese.
func switchToChinese(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#lang"))); err != nil {
		t.Fatal(err)
	}
	if s := text(t, ctx, "#lang"); s != "English" {
		t.Fatalf("after the switch the button reads %q", s)
	}
	for _, sel := range []string{"#status", "#prompt", "#hand-box h3", "#log li:last-child"} {
		if s := text(t, ctx, sel); !han.MatchString(s) {
			t.Fatalf("%s reads %q after switching to Chinese", sel, s)
		}
	}
	if n := eval[int](t, ctx, `[...document.querySelectorAll('#options button')].filter(b => !/\p{Script=Han}/u.test(b.textContent)).length`); n != 0 {
		t.Fatalf("%d option buttons are not in Chinese", n)
	}
}
