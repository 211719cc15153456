package hostile_test

import (
	"fmt"
	"testing"

	"github.com/spellstack/spellstack/internal/hostile"
)

// shelf is a small type with one method that trusts its argument.
type shelf struct{ items []string }

// At panics on an index outside the shelf.
func (s *shelf) At(i int) string { return s.items[i] }

// Len can't fail.
func (s *shelf) Len() int { return len(s.items) }

// Methods finds the panic in At.
func ExampleMethods() {
	var t testing.T // in a test, the test's own
	rec := &recorder{TB: &t}
	hostile.Methods(rec, func() any { return &shelf{items: []string{"a", "b"}} }, 20, 1, nil)
	fmt.Println(rec.failures)
	// Output:
	// 1
}

// recorder counts failures instead of failing.
type recorder struct {
	testing.TB
	failures int
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failures++ }
