package zone

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestKindProperties(t *testing.T) {
	tests := []struct {
		kind                           Kind
		name                           string
		ordered, hidden, public, share bool
	}{
		{Library, "library", true, true, false, false},
		{Hand, "hand", false, true, false, false},
		{Battlefield, "battlefield", false, false, true, true},
		{Graveyard, "graveyard", true, false, true, false},
		{Stack, "stack", true, false, true, true},
		{Exile, "exile", false, false, true, true},
		{Command, "command", false, false, true, true},
	}
	assert.Len(t, tests, NumKinds)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.True(t, tt.kind.Valid())
			assert.Equal(t, tt.name, tt.kind.String())
			assert.Equal(t, tt.ordered, tt.kind.Ordered(), "Ordered (CR 400.5)")
			assert.Equal(t, tt.hidden, tt.kind.Hidden(), "Hidden (CR 400.2)")
			assert.Equal(t, tt.public, tt.kind.Public(), "Public (CR 400.2)")
			assert.Equal(t, tt.share, tt.kind.Shared(), "Shared (CR 400.1)")
			assert.NotEqual(t, tt.kind.Hidden(), tt.kind.Public())
		})
	}
}

func TestKinds(t *testing.T) {
	ks := Kinds()
	assert.Len(t, ks, NumKinds)
	for i, k := range ks {
		assert.Equal(t, Kind(i), k)
	}
}

func TestParseKind(t *testing.T) {
	tests := []struct {
		in   string
		want Kind
		ok   bool
	}{
		{"library", Library, true},
		{"Hand", Hand, true},
		{"  BATTLEFIELD ", Battlefield, true},
		{"graveyard", Graveyard, true},
		{"stack", Stack, true},
		{"exile", Exile, true},
		{"command", Command, true},
		{"ante", 0, false},
		{"", 0, false},
		{"grave yard", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := ParseKind(tt.in)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.want, got)
		})
	}
	for _, k := range Kinds() {
		got, ok := ParseKind(k.String())
		assert.True(t, ok)
		assert.Equal(t, k, got, "round trip")
	}
}

func TestInvalidKind(t *testing.T) {
	k := Kind(NumKinds)
	assert.False(t, k.Valid())
	assert.Equal(t, "zone(7)", k.String())
	assert.False(t, k.Public())
	assert.False(t, k.Hidden())
	assert.False(t, k.Shared())
	assert.False(t, k.Ordered())
}
