/**
 * The builder's sensors. A mouse or pen drag starts after a few pixels (so a click still selects);
 * a finger must rest on a handle a moment (so a swipe still scrolls the page): the pointer sensor
 * leaves touch pointers to the touch sensor, which would otherwise never see them.
 */
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type PointerSensorOptions, type SensorDescriptor, type SensorOptions } from '@dnd-kit/core';
import type { PointerEvent } from 'react';
import { builderKeyboardCoordinates } from './collisions';

class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: (event: PointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

export function useBuilderSensors(): SensorDescriptor<SensorOptions>[] {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: builderKeyboardCoordinates }),
  );
}
