// Ends the current task and goes on in a new one, so the browser can paint and answer input in between: startup
// work done in one go is one long task (Total Blocking Time on slow phones; a tap waits for all of it). Chromium's
// scheduler.yield() resumes ahead of other queued work; elsewhere a message channel (not a timer: timers in a
// background tab wait up to a second).
type YieldingScheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
