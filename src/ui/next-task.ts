// A new task: the browser may handle input or paint before it runs. A message to
// oneself, not a timer: timers in a background tab wait up to a second.

export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
