// Package server is the web server of examples/web: a JSON API through
// which people (and programs) play games of the engine, each seat seeing
// only its own player's view, and the single-page client that plays
// through it in a browser. docs/web.md documents the API.
//
// It uses only the standard library: net/http, with the page, scripts,
// styles and decks embedded.
//
// Usage: mount a Server on an HTTP server (examples/web does this, with
// a sweep of idle games):
//
//	s, err := server.New(server.Options{Computer: server.SearchComputer(150)})
//	if err != nil {
//		return err
//	}
//	stop := make(chan struct{})
//	go s.SweepEvery(time.Minute, stop)
//	return http.ListenAndServe("localhost:8080", s)
//
// A client then creates a game (POST /api/games), polls its seat's view
// (GET /api/games/{id}/view) and sends the seat's answers (POST
// /api/games/{id}/act), each with the seat's token.
package server
