package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// UnmarshalJSON reads an option as MarshalJSON writes it (the members of
// ViewAction's tags), and nothing else: a member it doesn't know is an
// error, so that a client's misspelt "choise" or "objekt" is refused
// rather than read as an option without it (a plain pass, a cast of
// nothing). On an error a is left as it was.
func (a *ViewAction) UnmarshalJSON(b []byte) error {
	type plain ViewAction // without this method
	var in plain
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&in); err != nil {
		if msg := err.Error(); len(msg) > 300 {
			return fmt.Errorf("game: view action %s: %s", clipJSON(b), clipText(msg))
		}
		return fmt.Errorf("game: view action %s: %w", clipJSON(b), err)
	}
	*a = ViewAction(in)
	return nil
}

// clipJSON returns b for an error message, cut to its first 120 bytes:
// a hostile upload must not make a message as long as itself.
func clipJSON(b []byte) string {
	const most = 120
	if len(b) <= most {
		return string(b)
	}
	return strings.ToValidUTF8(string(b[:most]), "") + "..."
}

// clipText cuts a part of an error message made from a caller's input (a
// member's or a card's name in a save) to 300 bytes, for the same reason.
func clipText(s string) string {
	const most = 300
	if len(s) <= most {
		return s
	}
	return strings.ToValidUTF8(s[:most], "") + "..."
}
