package mana

import (
	"encoding/json"
	"fmt"
)

// MarshalText writes the colour's mana-symbol letter ("R"), so JSON
// names colours as words.
func (c Color) MarshalText() ([]byte, error) {
	if c >= NumTypes {
		return nil, fmt.Errorf("mana: invalid colour %d", uint8(c))
	}
	return []byte{c.Letter()}, nil
}

// UnmarshalText reads what MarshalText writes.
func (c *Color) UnmarshalText(b []byte) error {
	if len(b) != 1 {
		return fmt.Errorf("mana: unknown colour %q", b)
	}
	x, ok := ColorFromLetter(b[0])
	if !ok {
		return fmt.Errorf("mana: unknown colour %q", b)
	}
	*c = x
	return nil
}

// MarshalJSON writes the set as a list of letters in WUBRG order
// (["W","R"]).
func (s ColorSet) MarshalJSON() ([]byte, error) { return json.Marshal(s.Names()) }

// UnmarshalJSON reads what MarshalJSON writes.
func (s *ColorSet) UnmarshalJSON(b []byte) error {
	var cs []Color
	if err := json.Unmarshal(b, &cs); err != nil {
		return err
	}
	var out ColorSet
	for _, c := range cs {
		out = out.With(c)
	}
	*s = out
	return nil
}
