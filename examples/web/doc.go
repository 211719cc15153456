// Command web serves a game of the engine to play in a browser, against
// the computer, in English or Chinese:
//
//	go run ./examples/web [-addr 127.0.0.1:8080]
//
// and open the address it prints. The page and everything it needs are
// embedded; the server uses only the standard library. docs/web.md
// documents the JSON API the page plays through, for other clients.
//
// A mistaken command line (an unknown flag, a value out of range) exits
// with status 2, a failure (the address can't be listened on) with
// status 1.
package main
