// Regression test; before the fix: "expect listed" / "expect unlisted" followed by an expectation
// or a setup statement is refused with the message "only actions can be
// refused" (the message of a "!" line), though the line has no "!": the
// runner parses the listed action with statement(rest, true), whose
// refused flag produces that text. Expected the message every other
// non-action gets after "listed": "only play, cast and activate lines can
// be listed" (resp. "unlisted"), at column 15 (17 for unlisted).
package scenario

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestListedNonActionMessage(t *testing.T) {
	for _, c := range []struct {
		line string
		col  int
		msg  string
	}{
		{"expect listed expect life Bob 20", 15, "only play, cast and activate lines can be listed"},
		{"expect listed hand Alice: Forest", 15, "only play, cast and activate lines can be listed"},
		{"expect unlisted seed 5", 17, "only play, cast and activate lines can be unlisted"},
	} {
		_, err := Parse("x.scn", []byte("players Alice Bob\n"+c.line+"\n"))
		require.Error(t, err, c.line)
		var list ErrorList
		require.ErrorAs(t, err, &list, c.line)
		require.Equal(t, 2, list[0].Line, c.line)
		require.Equal(t, c.col, list[0].Col, c.line)
		require.Contains(t, list[0].Msg, c.msg, c.line)
	}
}
