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
