//go:build !unix

package search_test

import "time"

// cpuTime is not measured here: the CPU-time figures read 0.
func cpuTime() time.Duration { return 0 }
