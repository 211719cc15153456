//go:build unix

package search_test

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, user and system:
// on a machine shared with other work, the time a decision costs one
// core, where wall-clock time also counts the waits for a core.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
