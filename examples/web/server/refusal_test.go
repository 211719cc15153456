package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/examples/web/server"
)

// A refused action says what kind of refusal it is in English and
// Chinese beside the engine's English message and its rule.
func TestIllegalActionSaysItsKindInChinese(t *testing.T) {
	_, c := newTestServer(t, server.Options{})
	g := c.create(server.CreateRequest{Mode: "duel", Seed: 11})
	tok := g.Seats[0].Token
	v := c.view(g.Game, tok, "")
	require.True(t, v.Decide)
	for _, tc := range []struct {
		action, kind, zh, rule string
	}{
		{`{"kind":"cast","player":0,"object":"hand:1:65537"}`, "no-object", "该牌或永久物不在操作所说的区域", "400.7"},
		{`{"kind":"pass","player":0}`, "not-your-decision", "该操作不是对当前决定的回答", "116.1"},
		{`{"kind":"choose","player":0,"choice":-3}`, "", "", ""},
	} {
		status, body := c.do("POST", "/api/games/"+g.Game+"/act", tok, fmt.Sprintf(`{"version":%d,"action":%s}`, v.Version, tc.action))
		e := c.wantError(http.StatusUnprocessableEntity, "illegal-action", status, body)
		require.NotNil(t, e.Refusal, "%s", body)
		require.NotNil(t, e.Rule, "%s", body)
		require.Equal(t, e.Rule.Error(), e.Message)
		require.Regexp(t, `\p{Han}`, e.Refusal.TextZhHans)
		require.NotEmpty(t, e.Refusal.Text)
		if tc.kind != "" {
			require.Equal(t, tc.kind, e.Refusal.Kind, "%s", body)
			require.Contains(t, e.Refusal.TextZhHans, tc.zh)
			require.Equal(t, tc.rule, e.Rule.Rule, "%s", body)
		}
	}
}
