module github.com/spellstack/spellstack/examples/web/e2e

go 1.26.0

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/spellstack/spellstack v0.0.0-00010101000000-000000000000
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
)

replace github.com/spellstack/spellstack => ../../..
