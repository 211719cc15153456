package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// An action the engine refuses is told in the language chosen, by the
// kind of refusal with the rule it cites, with the engine's English
// message below it; switching the language rewords it. On a phone's
// width the message wraps instead of widening the page.
func TestRefusalInChinese(t *testing.T) {
	url, ctx, run := servedPage(t)
	run(chromedp.EmulateViewport(390, 800), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("#deck-1")),
		chromedp.SetValue(chromedp.CSS("#seed"), "11"), chromedp.Click(chromedp.CSS("#start")),
		chromedp.WaitVisible(chromedp.CSS("#options button.option")),
		chromedp.Click(chromedp.CSS("#lang")))
	// A card of the opponent's hand, which the seat can't name: the
	// engine refuses with ErrNoObject (CR 400.7).
	eval[bool](t, ctx, `act({ action: { kind: "cast", player: state.data.seat, object: "hand:1:65537" } }), true`)
	run(chromedp.Poll[chromedp.Void](`!document.getElementById('error').hidden`, chromedp.WithPollingTimeout(10*time.Second)))
	main, detail := text(t, ctx, "#error-text"), text(t, ctx, "#error-detail")
	if !strings.Contains(main, "引擎拒绝了该操作：该牌或永久物不在操作所说的区域") || !strings.Contains(main, "CR 400.7") {
		t.Fatalf("the refusal reads %q in Chinese", main)
	}
	if !strings.Contains(detail, "names no object") {
		t.Fatalf("the English detail reads %q", detail)
	}
	if eval[bool](t, ctx, `document.documentElement.scrollWidth > window.innerWidth`) {
		t.Fatal("the refusal makes the page wider than a phone's screen")
	}
	if !eval[bool](t, ctx, `parseFloat(getComputedStyle(document.getElementById('error-detail')).fontSize) <
		parseFloat(getComputedStyle(document.getElementById('error-text')).fontSize)`) {
		t.Fatal("the English detail is not smaller than the sentence")
	}
	run(chromedp.Click(chromedp.CSS("#lang")))
	if main := text(t, ctx, "#error-text"); !strings.Contains(main, "That card or permanent is not where the action says") || han.MatchString(main) {
		t.Fatalf("the refusal reads %q in English", main)
	}
}
