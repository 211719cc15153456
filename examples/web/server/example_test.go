package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/spellstack/spellstack/examples/web/server"
)

// A person creates a duel against the computer and reads their seat's
// view: the game begins with a decision of the start of the game (CR
// 103), and the view holds their own hand only.
func Example() {
	s, _ := server.New(server.Options{Computer: server.HeuristicComputer})
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/games", strings.NewReader(`{"mode":"duel","seed":7}`)))
	var created server.CreateResponse
	json.Unmarshal(rec.Body.Bytes(), &created)
	fmt.Println(rec.Code, len(created.Seats), created.Seats[0].Name)

	req := httptest.NewRequest(http.MethodGet, "/api/games/"+created.Game+"/view", nil)
	req.Header.Set("Authorization", "Bearer "+created.Seats[0].Token)
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	var v server.ViewResponse
	json.Unmarshal(rec.Body.Bytes(), &v)
	fmt.Println(rec.Code, v.Decide, len(v.View.Hand), v.Seats[1].Computer)
	// Output:
	// 201 1 Alice
	// 200 true 7 true
}
