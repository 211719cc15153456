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
	if err := decodeStrict(b, &in, "view action"); err != nil {
		return err
	}
	*a = ViewAction(in)
	return nil
}

// decodeStrict decodes b into v, refusing a member v doesn't have; the
// error names what (a "view action") and quotes b, both clipped.
func decodeStrict(b []byte, v any, what string) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		if msg := err.Error(); len(msg) > 300 {
			return fmt.Errorf("game: %s %s: %s", what, clipJSON(b), clipText(msg))
		}
		return fmt.Errorf("game: %s %s: %w", what, clipJSON(b), err)
	}
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
