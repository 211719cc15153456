package mana

import (
	"encoding/json"
	"testing"
)

// A pool reads back what it writes, refuses amounts no pool holds (as
// ParsePool does) and leaves the pool as it was then, and takes JSON null
// as "no value", as encoding/json does.
func TestPoolJSON(t *testing.T) {
	var p Pool
	p.Add(Green, 1)
	p.Add(Red, 2)
	b, err := json.Marshal(p)
	if err != nil || string(b) != `{"G":1,"R":2}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var back Pool
	if err := json.Unmarshal(b, &back); err != nil || back != p {
		t.Fatalf("Unmarshal = %v, %v; want %v", back, err, p)
	}
	for _, bad := range []string{`{"R":-5}`, `{"R":70000}`, `{"R":65535,"r":1}`, `{"Q":1}`, `[1]`} {
		q := p
		if err := json.Unmarshal([]byte(bad), &q); err == nil {
			t.Errorf("%s: accepted as %v", bad, q)
		}
		if q != p {
			t.Errorf("%s: the pool changed to %v", bad, q)
		}
	}
	q := p
	if err := json.Unmarshal([]byte("null"), &q); err != nil || q != p {
		t.Errorf("null: %v, %v; want the pool unchanged", q, err)
	}
	s := ColorSet(0).With(Red)
	if err := json.Unmarshal([]byte("null"), &s); err != nil || s != ColorSet(0).With(Red) {
		t.Errorf("ColorSet null: %v, %v; want it unchanged", s, err)
	}
}

// A colour set reads only a list of letters: a JSON string (which
// encoding/json would take as base64 bytes of colour numbers), a number,
// a null or unknown entry is an error, and leaves the set as it was.
func TestColorSetJSONRefusesOtherForms(t *testing.T) {
	good := ColorSet(0).With(White).With(Red)
	b, err := json.Marshal(good)
	if err != nil || string(b) != `["W","R"]` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var back ColorSet
	if err := json.Unmarshal(b, &back); err != nil || back != good {
		t.Fatalf("Unmarshal = %v, %v; want %v", back, err, good)
	}
	for _, bad := range []string{`"AAE="`, `""`, `"/w=="`, `[0]`, `[null]`, `["Q"]`, `["WR"]`, `{}`, `3`} {
		s := ColorSet(0).With(Green)
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("%s: accepted as %v", bad, s)
		}
		if s != ColorSet(0).With(Green) {
			t.Errorf("%s: the set changed to %v", bad, s)
		}
	}
}
