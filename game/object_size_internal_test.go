package game

import (
	"testing"
	"unsafe"
)

// An object is 48 bytes: Clone copies one per card of every deck, so a
// field added to it, or an order of fields that adds padding, shows here.
func TestObjectSize(t *testing.T) {
	if n := unsafe.Sizeof(object{}); n != 48 {
		t.Fatalf("object is %d bytes, want 48", n)
	}
}
