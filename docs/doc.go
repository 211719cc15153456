// Package docs holds the project's documentation, as Markdown files read
// on their own or linked from the README: rules.md (the rules the engine
// plays), design.md (how it is built), scenarios.md (the scenario
// format), cards.md (every card), json.md (the JSON formats) and web.md
// (the browser page and its API). It has no Go API; its tests keep the
// documentation honest: every file it names exists, every link and
// anchor resolves, every rule it cites is in the Comprehensive Rules, and
// the README's Go snippet is the code of a tested example.
//
// Usage: read the files, starting from the README's list; Example lists
// them with their titles:
//
//	go test -run Example -v ./docs
package docs
