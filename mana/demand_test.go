package mana

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHybridClasses checks the hand-written class table against the
// printed hybrid symbols: each printed pair has its own class, accepting
// exactly its two colours, whichever order the halves are given in.
func TestHybridClasses(t *testing.T) {
	seen := map[int]bool{}
	for a := Color(0); a < NumColors; a++ {
		for b := Color(0); b < NumColors; b++ {
			if a == b {
				continue
			}
			k := hybridClass(a, b)
			assert.Equal(t, k, hybridClass(b, a))
			assert.GreaterOrEqual(t, k, classHybrid)
			assert.Less(t, k, classGeneric)
			assert.Equal(t, SetOf(a, b), classAccept[k], "%v/%v", a, b)
			if canonicalHybrid(a, b) {
				assert.False(t, canonicalHybrid(b, a), "one spelling per pair")
				assert.False(t, seen[k])
				seen[k] = true
			}
		}
	}
	assert.Len(t, seen, 10)
	for c := Color(0); c < NumTypes; c++ {
		assert.Equal(t, SetOf(c), classAccept[c], "specific class %v", c)
	}
	assert.Equal(t, AllTypes, classAccept[classGeneric])
}

func TestDemandCaps(t *testing.T) {
	d, err := MustParseCost("{X}{X}{X}{R}").demandOf(int(^uint(0) >> 1))
	assert.NoError(t, err)
	assert.Equal(t, maxDemand, d.total)
	assert.Equal(t, maxDemand, d.need[classGeneric])
	assert.Equal(t, 1, d.need[Red])
}
