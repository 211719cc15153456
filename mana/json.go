package mana

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
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

// UnmarshalJSON reads what MarshalJSON writes; JSON null leaves s as it
// was (encoding/json's rule). Anything but a list of letters is an error
// and leaves s as it was: a JSON string too, which encoding/json would
// read into a list of colours as base64 bytes.
func (s *ColorSet) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		// Unwrapped: encoding/json adds the field's name to a
		// *json.UnmarshalTypeError a value returns as it is.
		return err
	}
	var out ColorSet
	for i, r := range raw {
		var c Color
		if string(r) == "null" {
			return fmt.Errorf("mana: colour %d of the set is null, not a letter", i)
		}
		if err := json.Unmarshal(r, &c); err != nil {
			return err
		}
		out = out.With(c)
	}
	*s = out
	return nil
}

// MarshalJSON writes the pool as an object of the mana it holds by
// letter ({"R":2,"C":1}); an empty pool is {}.
func (p Pool) MarshalJSON() ([]byte, error) {
	m := make(map[string]int, NumTypes)
	for c := Color(0); c < NumTypes; c++ {
		if n := p.Amount(c); n > 0 {
			m[string(c.Letter())] = n
		}
	}
	return json.Marshal(m) // encoding/json sorts the keys
}

// UnmarshalJSON reads what MarshalJSON writes. An amount below 0 or
// above math.MaxUint16 is an error, as ParsePool's is, and leaves p as
// it was; JSON null leaves p as it was too (encoding/json's rule).
func (p *Pool) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the first error is the same every time
	var out Pool
	for _, k := range keys {
		var c Color
		if err := c.UnmarshalText([]byte(k)); err != nil {
			return err
		}
		if n := m[k]; n < 0 || n > math.MaxUint16 || int(out[c])+n > math.MaxUint16 {
			return fmt.Errorf("mana: %d %s mana is out of range 0..%d", n, k, math.MaxUint16)
		}
		out.Add(c, m[k])
	}
	*p = out
	return nil
}
